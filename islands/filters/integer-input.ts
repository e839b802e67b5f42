import { groupDigits } from '../../shared/format/price'

/**
 * Reformats an integer input while typing (spec §5): digits only (no sign, no decimals),
 * grouped by thousands with the site's no-break space; the caret stays after the same digit.
 */
export function formatIntegerInput(input: HTMLInputElement): void {
  const value = input.value
  const typed = value.replace(/\D/g, '')
  const digits = typed.replace(/^0+(?=\d)/, '')
  const shown = groupDigits(digits)
  if (shown === value) return
  const caret = input.selectionStart ?? value.length
  // Digits left of the caret, less the leading zeros that were dropped.
  const keep = Math.max(0, value.slice(0, caret).replace(/\D/g, '').length - (typed.length - digits.length))
  input.value = shown
  let position = 0
  for (let seen = 0; seen < keep && position < shown.length; position++) {
    if (/\d/.test(shown.charAt(position))) seen++
  }
  if (document.activeElement === input) input.setSelectionRange(position, position)
}
