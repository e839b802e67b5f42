import { VALIDATION_MESSAGES as M } from './messages'
import { isBlankPhone, normalizePhone } from './phone'

/** Longest sign-in code the code input accepts (spec §9). */
export const SIGNIN_CODE_MAX_LENGTH = 12

/**
 * Sign-in phone: any spelling that normalises to +7 and ten digits, with the
 * sign-in form's own message. Blank values pass.
 *
 * @example
 * checkSigninPhone('+7 (912) 345-67-89') // null
 * checkSigninPhone('+7 (912) 345')       // 'Неверный формат номера телефона.'
 */
export function checkSigninPhone(value: string): string | null {
  if (isBlankPhone(value)) return null
  return normalizePhone(value) === null ? M.signinPhone : null
}

/**
 * Sign-in code: 1 to 12 digits. Blank values pass.
 *
 * @example
 * checkSigninCode('123456') // null
 * checkSigninCode('12a')    // 'Введите цифры'
 */
export function checkSigninCode(value: string): string | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  return new RegExp(`^\\d{1,${SIGNIN_CODE_MAX_LENGTH}}$`).test(trimmed) ? null : M.digits
}
