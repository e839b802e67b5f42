import { VALIDATION_MESSAGES as M } from './messages'

// The mask the inputs show; spacing inside it varies between widgets and
// hand-typed values, so every gap is optional.
const PHONE_SHAPE = /^\+7\s*\(\s*\d{3}\s*\)\s*\d{3}\s*-\s*\d{2}\s*-\s*\d{2}$/

// Anything beyond these is not a phone number typed by a person (letters,
// slashes…), even if it happens to contain ten digits.
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/

/**
 * True for an empty value or an untouched mask, which the phone rule lets
 * through unless the field is required (spec §5).
 *
 * @example
 * isBlankPhone('+7 ( ___ ) ___ - __ - __') // true
 */
export function isBlankPhone(value: string): boolean {
  const rest = value.replace(/[\s()\-_+]/g, '')
  return rest === '' || rest === '7'
}

/**
 * Checks the masked shape `+7 ( ddd ) ddd - dd - dd`; blank values pass.
 *
 * @example
 * checkPhone('+7 (912) 345-67-89') // null
 * checkPhone('8 912 345 67 89')    // 'Введите корректный номер телефона.'
 */
export function checkPhone(value: string): string | null {
  if (isBlankPhone(value)) return null
  return PHONE_SHAPE.test(value.trim()) ? null : M.phone
}

/**
 * Canonical `+7XXXXXXXXXX` form of a Russian phone, or `null` if it is not one:
 * 10 digits gain the +7 prefix, 11 digits starting with 8 or 7 keep their last 10.
 *
 * @example
 * normalizePhone('8 (912) 345-67-89') // '+79123456789'
 * normalizePhone('912 345 67 8')      // null
 */
export function normalizePhone(raw: string): string | null {
  const value = raw.trim()
  if (!PHONE_CHARACTERS.test(value)) return null
  const digits = value.replace(/\D/g, '')
  // '+8…' is no country code a person would mean; only '+7' may carry a plus.
  if (value.startsWith('+') && !(digits.length === 11 && digits.startsWith('7'))) return null
  if (digits.length === 10) return `+7${digits}`
  if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7'))) {
    return `+7${digits.slice(1)}`
  }
  return null
}

/**
 * Turns a leading 8, the habitual domestic prefix, into +7 while typing (spec §5).
 *
 * @example
 * replaceLeadingEight('8912') // '+7912'
 * replaceLeadingEight('+7 ( 8') // '+7 ( 8'
 */
export function replaceLeadingEight(typed: string): string {
  return typed.replace(/^\s*8/, '+7')
}
