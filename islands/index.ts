import type { Registry } from '../shared/runtime/island'
import cartButton from './cart-button'
import cartDropdown from './cart-dropdown'
import cartSummary from './cart-summary'
import catalog from './catalog'
import collapsible from './collapsible'
import countdown from './countdown'
import customerGreeting from './customer-greeting'
import filters from './filters'
import promocodeLink from './promocode-link'

/**
 * The one list of islands: the name used in `data-island="…"` → the island's
 * contract, whose `render`/`enhance` is the lazy import of its chunk.
 */
export const islands: Registry = {
  'cart-button': cartButton,
  'cart-dropdown': cartDropdown,
  'cart-summary': cartSummary,
  catalog,
  collapsible,
  countdown,
  'customer-greeting': customerGreeting,
  filters,
  'promocode-link': promocodeLink,
}
