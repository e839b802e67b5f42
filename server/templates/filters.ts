import { formatPrice as formatSharedPrice } from '../../shared/format'

/**
 * The templates' `price` filter: the islands' price format (spec §9, shared/format) with a
 * plain space between groups, as the server pages always had; nothing for an absent value.
 * '1500.00' → '1 500', '99.5' → '99,50'.
 */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  return formatSharedPrice(value, { groupSeparator: ' ' })
}

export { swatchClass } from '../../shared/format/swatch'
