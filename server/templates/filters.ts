/**
 * The templates' filters are the islands' own formats (shared/), so a card the server renders
 * and the same card drawn from JSON by cards/ read alike.
 */
import { pluralize } from '../../shared/format/plural'
import { FILTER_SHEET_MESSAGES } from '../../shared/messages'

export { formatCardPrice as formatPrice } from '../../shared/format/price'
export { swatchClass } from '../../shared/format/swatch'
export { numberHref } from '../../shared/api/links'
export { formatMoney as money } from '../../shared/format/price'
export { formatCount as count } from '../../shared/format/count'

/** `{{ n|plural("месяц,месяца,месяцев") }}`: '3 месяца', the islands' pluralize. */
export function plural(n: number, forms: string): string {
  const [one = '', few = one, many = few] = forms.split(',')
  return pluralize(n, { one, few, many })
}

/** `{% set opener = form | filters_opener %}`: the phone's «Фильтры · 2» button, its text and accessible name. */
export function filtersOpener({ active }: { active: number }): { text: string; name: string } {
  return { text: FILTER_SHEET_MESSAGES.opener(active), name: FILTER_SHEET_MESSAGES.openerName(active) }
}
