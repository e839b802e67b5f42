/**
 * The templates' filters are the islands' own formats (shared/), so a card the server renders
 * and the same card drawn from JSON by cards/ read alike.
 */
export { formatCardPrice as formatPrice } from '../../shared/format/price'
export { swatchClass } from '../../shared/format/swatch'
export { numberHref } from '../../shared/api/links'
