import { checkNumberMask } from '../../shared/validation/mask'

/**
 * Shows or clears the number-mask message under its input (spec §5), linked with
 * aria-describedby and aria-invalid; reuses the server's `<id>-error` paragraph when present.
 * An empty mask is no filter, so it passes here.
 */
export function validateMaskInput(input: HTMLInputElement): boolean {
  const error = input.value.trim() === '' ? null : checkNumberMask(input.value.trim())
  const id = `${input.id || input.name}-error`
  let feedback = document.getElementById(id)
  const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((v) => v && v !== id)
  if (error) {
    if (!feedback) {
      feedback = document.createElement('p')
      feedback.id = id
      feedback.className = 'invalid-feedback d-block'
      input.after(feedback)
    }
    feedback.textContent = error
    feedback.hidden = false
    input.classList.add('is-invalid')
    input.setAttribute('aria-invalid', 'true')
    input.setAttribute('aria-describedby', [...described, id].join(' '))
  } else {
    if (feedback) feedback.hidden = true
    input.classList.remove('is-invalid')
    input.removeAttribute('aria-invalid')
    if (described.length) input.setAttribute('aria-describedby', described.join(' '))
    else input.removeAttribute('aria-describedby')
  }
  return error === null
}
