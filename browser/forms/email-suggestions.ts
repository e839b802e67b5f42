import { listen } from '../dom/listen'
import { siteSetting } from '../dom/site-config'
import { renderReactPart } from '../runtime/react-part'
import { createEmailSuggestion, type EmailSuggestion as Suggestion } from '../stores/email-suggestion'
import { EmailSuggestion } from './EmailSuggestion'

/**
 * E-mail suggestions (spec §7) on the form's e-mail fields: when a field's value changes the
 * service at site-config's `email_suggestions_url` is asked; its best correction is offered
 * under the field (React draws it: EmailSuggestion) as a button that takes it. It never blocks
 * submit, and a failure of the service shows nothing. Without the setting nothing happens.
 * Returns the cleanup.
 */
export function attachEmailSuggestions(form: HTMLFormElement): () => void {
  const url = siteSetting('email_suggestions_url')
  if (typeof url !== 'string' || !url) return () => undefined
  const fields = new Map<HTMLInputElement, { suggestion: Suggestion; release: () => void }>()

  // A field's suggestion and its part, from the first change of the field on.
  const suggestionOf = (input: HTMLInputElement): Suggestion => {
    const known = fields.get(input)
    if (known) return known.suggestion
    const suggestion = createEmailSuggestion(url)
    const onTake = (offer: string) => {
      input.value = offer
      // The form enhancer re-checks a field on input (a shown message goes).
      input.dispatchEvent(new Event('input', { bubbles: true }))
      suggestion.clear()
      input.focus()
    }
    const container = input.parentElement
    const release = container ? renderReactPart(container, EmailSuggestion, { $offer: suggestion.$offer, onTake }) : () => undefined
    fields.set(input, { suggestion, release })
    return suggestion
  }

  const onChange = (event: Event) => {
    const input = event.target
    if (input instanceof HTMLInputElement && input.type === 'email') void suggestionOf(input).check(input.value)
  }
  // An accepted form is reset: its old suggestions go with the values.
  const onReset = () => fields.forEach(({ suggestion }) => suggestion.clear())
  const unlisten = listen(form, { change: onChange, reset: onReset })
  return () => {
    unlisten()
    fields.forEach(({ suggestion, release }) => {
      suggestion.clear()
      release()
    })
    fields.clear()
  }
}
