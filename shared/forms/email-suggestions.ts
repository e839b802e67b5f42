import { getEmailSuggestions } from '../api'
import { siteSetting } from '../dom/site-config'
import { FORM_MESSAGES as M } from './messages'

const SUGGESTION_CLASS = 'email-suggestion'

/**
 * E-mail suggestions (spec §7) on the form's e-mail fields: when a field's value changes the
 * service at site-config's `email_suggestions_url` is asked; its best correction is offered
 * under the field as a button that takes it. It never blocks submit, and a failure of the
 * service shows nothing. Without the setting nothing happens. Returns the cleanup.
 */
export function attachEmailSuggestions(form: HTMLFormElement): () => void {
  const url = siteSetting('email_suggestions_url')
  if (typeof url !== 'string' || !url) return () => undefined
  const pending = new Map<HTMLInputElement, AbortController>()

  const clear = (input: HTMLInputElement) => {
    pending.get(input)?.abort()
    pending.delete(input)
    input.parentElement?.querySelector(`.${SUGGESTION_CLASS}`)?.remove()
  }
  const offer = (input: HTMLInputElement, suggestion: string) => {
    const box = document.createElement('p')
    box.className = `form-text ${SUGGESTION_CLASS}`
    box.setAttribute('role', 'status')
    const take = document.createElement('button')
    take.type = 'button'
    take.className = 'btn-link'
    take.textContent = suggestion
    take.addEventListener('click', () => {
      input.value = suggestion
      // The form enhancer re-checks a field on input (a shown message goes).
      input.dispatchEvent(new Event('input', { bubbles: true }))
      clear(input)
      input.focus()
    })
    box.append(M.didYouMean, take, '?')
    input.after(box)
  }

  const onChange = async (event: Event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || input.type !== 'email') return
    clear(input)
    const value = input.value.trim()
    if (!value.includes('@')) return
    const controller = new AbortController()
    pending.set(input, controller)
    try {
      const [best] = await getEmailSuggestions(url, value, controller.signal)
      if (best && best !== value && !controller.signal.aborted) offer(input, best)
    } catch {
      // Suggestions are a courtesy: a failed service leaves the field as the visitor typed it.
    } finally {
      if (pending.get(input) === controller) pending.delete(input)
    }
  }

  // An accepted form is reset: its old suggestions go with the values.
  const onReset = () => form.querySelectorAll<HTMLInputElement>('input[type="email"]').forEach(clear)
  form.addEventListener('change', onChange)
  form.addEventListener('reset', onReset)
  return () => {
    form.removeEventListener('change', onChange)
    form.removeEventListener('reset', onReset)
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="email"]')) clear(input)
  }
}
