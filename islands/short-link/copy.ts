/**
 * Copies the text of a read-only field: the Clipboard API where the page may use it, else the
 * old select + execCommand('copy') (http pages, older browsers). Resolves false when neither
 * worked, so the caller can tell the visitor to copy by hand.
 */
export async function copyFieldText(field: HTMLInputElement): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(field.value)
      return true
    }
  } catch {
    // Denied (no permission, page not focused): the selection fallback below may still work.
  }
  field.focus()
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}
