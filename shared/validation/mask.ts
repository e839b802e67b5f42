import { VALIDATION_MESSAGES as M } from './messages'

// Letters stand for "any digit, same letter = same digit" in the catalogue's
// number search; upper case is accepted because people type 'XYZ' as often.
const NUMBER_MASK = /^[\dxyzabcdef*-]{1,11}$/i

/**
 * Number-search mask: 1 to 11 characters from digits, x y z a b c d e f,
 * hyphen or star. Unlike the other rules an empty mask is invalid: a mask
 * filter that is present must say something.
 *
 * @example
 * checkNumberMask('9**')  // null
 * checkNumberMask('g12')  // 'Введите корректную маску номера.'
 */
export function checkNumberMask(value: string): string | null {
  return NUMBER_MASK.test(value) ? null : M.numberMask
}
