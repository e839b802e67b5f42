import { normalizePhone } from '../../shared/validation'
import { lazyMask, type LazyMask } from './lazy-mask'

/** The spec's phone look, «+7 ( ddd ) ddd - dd - dd» (checkout, request forms); the +7 is fixed. */
const PHONE_MASK = '+{7} ( 000 ) 000 - 00 - 00'
export const PHONE_PLACEHOLDER = '+7 ( ___ ) ___ - __ - __'

/**
 * Before anything is typed, a pasted phone of any spelling ('8 912 345-67-89',
 * '+79123456789', '9123456789') becomes its ten national digits by normalizePhone's rules,
 * and a leading 8 typed by habit stands for +7 (spec §5). Ten digits with a leading 8 are that
 * 8 and nine digits, not a number of the 8xx codes: a mask that takes a field the visitor is
 * still typing in (it comes lazily) reads '8912345000' of '89123450002' so typed.
 */
function prepare(chars: string, masked: { value: string }): string {
  if (masked.value !== '' && masked.value !== '+7') return chars
  if (chars.length > 1) {
    const digits = chars.replace(/\D/g, '')
    if (/^8\d{9}$/.test(digits)) return digits.slice(1)
    const normalized = normalizePhone(chars)
    if (normalized) return normalized.slice(2)
  }
  return chars.startsWith('8') ? chars.slice(1) : chars
}

/**
 * Masks a phone input with imask (when the field nears the viewport or takes focus: lazy-mask.ts):
 * `mask` is the form's look (the site's by default; the sign-in form has its own, spec §5), the
 * +7 and paste handling are the same everywhere. Call `destroy()` on the result to release the input.
 */
export function maskPhone(input: HTMLInputElement, mask: string = PHONE_MASK): LazyMask {
  return lazyMask(input, { mask, prepare })
}
