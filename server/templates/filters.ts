/**
 * Formats a decimal price as the site shows it (spec §9): space between thousands,
 * comma before kopecks, no kopecks when they are zero. '1500.00' → '1 500', '99.5' → '99,50'.
 */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const amount = Number(value)
  if (!Number.isFinite(amount)) return String(value)
  const [whole = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  const sign = amount < 0 ? '-' : ''
  return fraction === '00' ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`
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
