import { groupDigits } from '../format/price'
import { VALIDATION_MESSAGES as M } from './messages'

/**
 * Removes the mask characters (ordinary, no-break and narrow no-break spaces)
 * an integer input shows, so filters are sent as plain digits.
 *
 * @example
 * cleanMaskedInteger('12\u00A0345') // '12345'
 */
export function cleanMaskedInteger(value: string): string {
  return value.replace(/[\s\u00A0\u202F]/g, '')
}

/**
 * Reads a non-negative integer typed with optional space thousands separators.
 * Returns `null` for decimals, signs, letters or an empty value.
 *
 * @example
 * parseInteger(' 12 345 ') // 12345
 * parseInteger('12,5')     // null
 */
export function parseInteger(value: string): number | null {
  const digits = cleanMaskedInteger(value)
  if (!/^\d+$/.test(digits)) return null
  const parsed = Number(digits)
  return Number.isSafeInteger(parsed) ? parsed : null
}

/**
 * Shows an integer with no-break-space thousands separators, the way the
 * integer inputs display it.
 *
 * @example
 * formatInteger(12345) // '12\u00A0345'
 */
export function formatInteger(value: number): string {
  const sign = value < 0 ? '-' : ''
  return sign + groupDigits(String(Math.trunc(Math.abs(value))))
}

/**
 * Integer input rule: non-negative, spaces allowed between groups, no decimals.
 * Blank values pass.
 *
 * @example
 * checkInteger('1 500') // null
 * checkInteger('-3')    // 'Введите цифры'
 */
export function checkInteger(value: string): string | null {
  if (value.trim() === '') return null
  return parseInteger(value) === null ? M.digits : null
}
