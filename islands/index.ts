import type { Registry } from '../shared/runtime/island'
import cartSummary from './cart-summary'
import collapsible from './collapsible'
import countdown from './countdown'
import customerGreeting from './customer-greeting'

/**
 * The one list of islands: the name used in `data-island="…"` → the island's
 * contract, whose `render`/`enhance` is the lazy import of its chunk.
 */
export const islands: Registry = {
  'cart-summary': cartSummary,
  collapsible,
  countdown,
  'customer-greeting': customerGreeting,
}
