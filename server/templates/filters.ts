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

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/**
 * The class of a colour from the data (tags, providers): '#E30611' → 'swatch-e30611', which
 * /palette.css defines as `--swatch: #e30611`. A strict CSP forbids style attributes, so
 * colours travel as classes. Anything that is not a hex colour gets no class.
 */
export function swatchClass(color: unknown): string {
  const match = typeof color === 'string' ? HEX_COLOR.exec(color.trim()) : null
  return match ? `swatch-${match[1]!.toLowerCase()}` : ''
}
