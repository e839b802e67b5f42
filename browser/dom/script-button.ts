/**
 * Turns a server form's submit button (what works without JavaScript: it posts and the server
 * re-renders) into a plain button a script handles in place, and returns the undo. Its
 * `formnovalidate` goes with the submit type: the attribute belongs to submit buttons only
 * (the HTML checker refuses it on type=button).
 */
export function asScriptButton(button: HTMLButtonElement): () => void {
  const { type } = button
  const noValidate = button.formNoValidate
  button.type = 'button'
  button.formNoValidate = false
  return () => {
    button.type = type
    button.formNoValidate = noValidate
  }
}
