import { VALIDATION_MESSAGES as M } from './messages'

// local@domain.tld: no spaces or extra '@', no empty domain labels, and a
// top-level domain of at least two characters (Cyrillic ones such as .рф too).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/

// Values a checkbox arrives with from HTML forms, JSON bodies and hidden inputs.
const CHECKED = new Set(['on', 'true', '1', 'yes'])

/**
 * Required text: anything but whitespace.
 *
 * @example
 * checkRequired('  ') // 'Пожалуйста, заполните это поле'
 */
export function checkRequired(value: string): string | null {
  return value.trim() === '' ? M.required : null
}

/**
 * Whether a checkbox value counts as checked.
 *
 * @example
 * isChecked(true) // true
 * isChecked('on') // true
 * isChecked('false') // false
 */
export function isChecked(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value
  return CHECKED.has((value ?? '').trim().toLowerCase())
}

/**
 * Required checkbox, e.g. `consent_to_terms`.
 *
 * @example
 * checkRequiredCheckbox(false) // 'Пожалуйста, заполните это поле'
 */
export function checkRequiredCheckbox(value: string | boolean | null | undefined): string | null {
  return isChecked(value) ? null : M.required
}

/**
 * Name: at least two characters once trimmed. Blank values pass; pair with
 * the required rule when the name must be given.
 *
 * @example
 * checkName(' Я ') // 'В имени должно быть не менее двух символов.'
 */
export function checkName(value: string): string | null {
  const trimmed = value.trim()
  // Count code points, so a name written with astral characters is not overcounted.
  return trimmed === '' || [...trimmed].length >= 2 ? null : M.name
}

/**
 * E-mail in the local@domain.tld shape; blank values pass.
 *
 * @example
 * checkEmail('ivan@example.ru') // null
 * checkEmail('ivan@example')    // 'Введите корректный e-mail'
 */
export function checkEmail(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' || EMAIL.test(trimmed) ? null : M.email
}

/**
 * Digits only; blank values pass.
 *
 * @example
 * checkDigits('100') // null
 * checkDigits('1,5') // 'Введите цифры'
 */
export function checkDigits(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' || /^\d+$/.test(trimmed) ? null : M.digits
}
