import { VALIDATION_MESSAGES as M } from './messages'

/**
 * Luhn (mod 10) checksum over a string of digits; an empty string fails.
 *
 * @example
 * passesLuhn('79927398713') // true
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  // Walk from the check digit leftwards, doubling every second digit.
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * Discount card: digits with optional spaces and hyphens, Luhn-valid.
 * The card is optional, so a blank value passes.
 *
 * @example
 * checkDiscountCard('4111 1111 1111 1111') // null
 * checkDiscountCard('4111 1111 1111 1112') // 'Введите корректное значение дисконтной карты.'
 */
export function checkDiscountCard(value: string): string | null {
  if (value.trim() === '') return null
  if (!/^[\d\s-]+$/.test(value)) return M.discountCard
  return passesLuhn(value.replace(/[\s-]/g, '')) ? null : M.discountCard
}
