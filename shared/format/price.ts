/** Separator between thousands groups: a no-break space keeps '12 500' on one line. */
const GROUP_SEPARATOR = '\u00A0'

/**
 * Inserts the group separator every three digits from the right.
 *
 * @example
 * groupDigits('1234567') // '1 234 567' (with no-break spaces)
 */
export function groupDigits(digits: string, separator: string = GROUP_SEPARATOR): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

interface PriceOptions {
  /** Keep ',00' on whole amounts, e.g. in a column of aligned prices. */
  keepZeroFraction?: boolean
  /** Between thousands groups; a no-break space unless told otherwise. */
  groupSeparator?: string
}

// DRF sends DecimalField as '1500.00'; people and templates may also write
// '1 500,50'. Anything else is not a number.
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value
  const compact = value.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.')
  return compact === '' ? Number.NaN : Number(compact)
}

/**
 * Russian price: no-break-space thousands groups, comma decimals, two decimal
 * places at most, and whole amounts without ',00'. A value that is not a number
 * comes back as given, so a page never shows 'NaN'.
 *
 * @example
 * formatPrice(12500)     // '12 500'
 * formatPrice('1500.00') // '1 500'
 * formatPrice(99.5)      // '99,50'
 */
export function formatPrice(value: number | string, opts: PriceOptions = {}): string {
  const amount = toNumber(value)
  if (!Number.isFinite(amount)) return String(value)
  const [whole = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.')
  // Rounding can turn -0.001 into '0.00'; a minus in front of zero reads as a bug.
  const sign = amount < 0 && (whole !== '0' || fraction !== '00') ? '-' : ''
  const shownFraction = fraction === '00' && !opts.keepZeroFraction ? '' : `,${fraction}`
  return `${sign}${groupDigits(whole, opts.groupSeparator)}${shownFraction}`
}

/**
 * A price followed by its currency symbol, joined by a no-break space.
 *
 * @example
 * formatMoney(12500, '₽')   // '12 500 ₽'
 * formatMoney('99.50', '₽') // '99,50 ₽'
 */
export function formatMoney(value: number | string, symbol = '₽', opts: PriceOptions = {}): string {
  const price = formatPrice(value, opts)
  return symbol === '' ? price : `${price}\u00A0${symbol}`
}

/**
 * The price of cards and server pages (the templates' `price` filter and the card components):
 * plain spaces between groups, as the server pages always had, and nothing for an absent value.
 *
 * @example
 * formatCardPrice('1500.00') // '1 500'
 * formatCardPrice(null)      // ''
 */
export function formatCardPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  return formatPrice(value, { groupSeparator: ' ' })
}
