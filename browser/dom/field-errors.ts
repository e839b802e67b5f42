/**
 * Where a field's message goes: the controls that get aria-invalid, the element the message
 * follows, and the message's id (`<id>-error`, as the server's templates name it).
 */
export interface ErrorTarget {
  id: string
  controls: HTMLElement[]
  anchor: Element
}

/**
 * Shows the messages in an `.invalid-feedback` element linked with aria-describedby and
 * aria-invalid, or clears them (an empty list). The server-rendered message, when there is
 * one, is reused, so a field never shows two.
 */
export function setFieldError(target: ErrorTarget, messages: readonly string[]): void {
  const id = `${target.id}-error`
  let feedback = document.getElementById(id)
  if (messages.length === 0) {
    feedback?.remove()
    for (const control of target.controls) {
      control.classList.remove('is-invalid')
      control.removeAttribute('aria-invalid')
      describe(control, id, false)
    }
    return
  }
  if (!feedback) {
    feedback = document.createElement('div')
    feedback.id = id
    feedback.className = 'invalid-feedback d-block'
    target.anchor.after(feedback)
  }
  feedback.textContent = [...new Set(messages)].join(' ')
  for (const control of target.controls) {
    control.classList.add('is-invalid')
    control.setAttribute('aria-invalid', 'true')
    describe(control, id, true)
  }
}

export function hasFieldError(target: ErrorTarget): boolean {
  return document.getElementById(`${target.id}-error`) !== null
}

function describe(control: HTMLElement, id: string, on: boolean): void {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((v) => v && v !== id)
  if (on) ids.push(id)
  if (ids.length) control.setAttribute('aria-describedby', ids.join(' '))
  else control.removeAttribute('aria-describedby')
}

/**
 * Scrolls to the first visible error inside `container` in document order (field messages
 * and alert areas such as the cart's) and focuses its field, or the alert itself.
 */
export function focusFirstError(container: Element): boolean {
  const candidates = container.querySelectorAll<HTMLElement>('.invalid-feedback, [role="alert"]')
  const first = [...candidates].find((el) => (el.textContent ?? '').trim() !== '' && isVisible(el))
  if (!first) return false
  const field = first.id
    ? container.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(first.id)}"]:not([type="radio"]:not(:checked))`)
    : null
  const focusTarget = field ?? container.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(first.id)}"]`) ?? first
  if (focusTarget === first && !first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1')
  first.scrollIntoView?.({ block: 'center' })
  focusTarget.focus({ preventScroll: true })
  return true
}

function isVisible(el: HTMLElement): boolean {
  if (el.closest('[hidden]') !== null) return false
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length !== 0
}
