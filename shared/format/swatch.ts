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
