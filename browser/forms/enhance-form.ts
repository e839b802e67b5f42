import { ApiError } from '../api/errors'
import { sendRequestForm, type FormAnswer, type FormBody } from '../api/forms'
import { focusFirstError, hasFieldError, setFieldError } from '../dom/field-errors'
import { listen } from '../dom/listen'
import type { LazyMask } from '../dom/lazy-mask'
import { maskPhone } from '../dom/phone-mask'
import { disableExitIntent } from '../stores/exit-intent'
import { showMessage } from '../stores/modal'
import type { FormRules } from '../../shared/validation'
import { attachEmailSuggestions } from './email-suggestions'
import { formFields, type FormField } from './form-fields'
import { FORM_MESSAGES as M } from '../../shared/forms/messages'

interface RequestFormOptions {
  /** A function when the fields change (the sell-number items). */
  rules: FormRules | (() => FormRules)
  body: FormBody
  /**
   * After `{status: 'ok'}` and the form's reset; by default the success modal. Either way a
   * successful form turns the exit-intent modal off for good (spec §4).
   */
  onSuccess?: (answer: FormAnswer, submit: HTMLElement | null) => void
}

/** The form-wide message area (non-field errors, failures), created before the submit button. */
const ALERT_ATTR = 'data-form-alert'

/**
 * The one form enhancer (DESIGN decision 5) over a server-rendered request form: spec §5
 * rules from shared/validation on submit and on leaving a touched field, messages linked to
 * their fields, phone inputs masked as in the checkout, an AJAX post to the form's action with
 * the CSRF header, e-mail suggestions, a busy submit button (one request however often it is pressed), the
 * server's field errors on their fields and anything else above the button. What the
 * visitor typed stays unless the form was accepted. Returns the cleanup.
 */
export function enhanceRequestForm(form: HTMLFormElement, options: RequestFormOptions): () => void {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])')
  const masks: LazyMask[] = [...form.querySelectorAll<HTMLInputElement>('input[type="tel"]')].map((input) => maskPhone(input))
  const touched = new Set<string>()
  let busy = false
  // The browser's own bubbles would speak before ours, in another wording.
  form.noValidate = true
  const releaseSuggestions = attachEmailSuggestions(form)

  const fields = () => formFields(form, typeof options.rules === 'function' ? options.rules() : options.rules)
  const fieldOf = (target: EventTarget | null): FormField | undefined =>
    target instanceof HTMLElement ? fields().find((f) => f.target.controls.includes(target)) : undefined
  const check = (field: FormField): boolean => {
    const found = field.validate()
    setFieldError(field.target, found)
    return found.length === 0
  }

  const onEdit = (event: Event) => {
    const field = fieldOf(event.target)
    if (!field) return
    touched.add(field.name)
    // A shown message follows the value as it changes (and goes once it is right).
    if (hasFieldError(field.target)) check(field)
  }
  const onFocusOut = (event: FocusEvent) => {
    // A phone left before its mask came is checked once the mask has formatted it (on submit, or
    // on leaving it again): the rule wants the masked shape (browser/dom/lazy-mask.ts).
    if (masks.some((mask) => mask.waiting && mask.input === event.target)) return
    const field = fieldOf(event.target)
    // Touched: typed into, or holding a value (typed before this enhancer arrived).
    const filled = event.target instanceof HTMLInputElement && event.target.type !== 'checkbox' && event.target.value !== ''
    if (!field || !(touched.has(field.name) || filled)) return
    // Leaving one radio for the next of its group is not leaving the field.
    if (event.relatedTarget instanceof HTMLElement && field.target.controls.includes(event.relatedTarget)) return
    check(field)
  }

  const setBusy = (on: boolean) => {
    busy = on
    if (!submit) return
    // aria-disabled rather than disabled: the button keeps keyboard focus while it waits.
    submit.toggleAttribute('aria-busy', on)
    if (on) submit.setAttribute('aria-disabled', 'true')
    else submit.removeAttribute('aria-disabled')
    submit.classList.toggle('is-sending', on)
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    if (busy) return
    if (masks.some((mask) => mask.waiting)) {
      setBusy(true)
      await Promise.all(masks.map((mask) => mask.ready()))
      setBusy(false)
    }
    const all = fields()
    showAlert(form, [])
    if (!all.map(check).every(Boolean)) {
      focusFirstError(form)
      return
    }
    setBusy(true)
    try {
      const answer = await sendRequestForm(form.action, new FormData(form), options.body)
      form.reset()
      for (const mask of masks) mask.updateValue()
      touched.clear()
      for (const field of all) setFieldError(field.target, [])
      disableExitIntent()
      if (options.onSuccess) options.onSuccess(answer, submit)
      else showSent(submit)
    } catch (error) {
      showFailure(form, fields(), error)
      focusFirstError(form)
    } finally {
      setBusy(false)
    }
  }

  const unlisten = listen(form, { input: onEdit, change: onEdit, focusout: onFocusOut, submit: onSubmit })
  return () => {
    unlisten()
    for (const mask of masks) mask.destroy()
    releaseSuggestions()
  }
}

/** The success modal of the request forms (spec §2), focus back to the form's opener on close. */
export function showSent(submit: HTMLElement | null): void {
  showMessage({ title: M.sentTitle, message: M.thanks }, submit)
}

/**
 * A refused post on the form (spec §8): field errors under their fields, the rest (`__all__`,
 * fields the form does not show) in the alert area with the spec's lead-in; a failure without
 * messages, or any status but 400 (network, 5xx, CSRF), gives the general message, a body
 * too large its own.
 */
function showFailure(form: HTMLFormElement, fields: FormField[], error: unknown): void {
  const failure = error instanceof ApiError ? error : new ApiError(0, null)
  // Only a 400 names fields; any other answer (413, 403 without CSRF, 5xx) is not about them.
  if (failure.status !== 400) {
    showAlert(form, [failure.status === 413 ? M.tooLarge : M.failed])
    return
  }
  const rest = [...failure.nonFieldErrors]
  let onFields = 0
  for (const [key, found] of Object.entries(failure.fieldErrors)) {
    if (!fields.some((f) => f.name === key)) rest.push(...found)
  }
  for (const field of fields) {
    const found = failure.fieldErrors[field.name] ?? []
    if (found.length) onFields++
    setFieldError(field.target, found)
  }
  if (rest.length) showAlert(form, [...new Set(rest)], M.fixErrors)
  else if (onFields === 0) showAlert(form, [M.failed])
}

/** Writes (or with no messages removes) the form's alert: one line, or a lead-in and a list. */
function showAlert(form: HTMLFormElement, messages: readonly string[], leadIn?: string): void {
  let alert = form.querySelector<HTMLElement>(`[${ALERT_ATTR}]`)
  if (messages.length === 0) {
    alert?.remove()
    return
  }
  if (!alert) {
    alert = document.createElement('div')
    alert.className = 'alert alert-danger'
    alert.setAttribute('role', 'alert')
    alert.setAttribute(ALERT_ATTR, '')
    const submit = form.querySelector('button[type="submit"], button:not([type])')
    if (submit) submit.before(alert)
    else form.append(alert)
  }
  if (!leadIn) {
    alert.textContent = messages[0] ?? ''
    return
  }
  const list = document.createElement('ul')
  for (const message of messages) {
    const item = document.createElement('li')
    item.textContent = message
    list.append(item)
  }
  alert.replaceChildren(leadIn, list)
}
