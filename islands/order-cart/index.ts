import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `itemCount`: lines the server rendered (the page reloads when the loaded cart turns
 * empty or non-empty against it); `minRentPeriod`: the site's minimum rent in months.
 */
const schema = { itemCount: 'int', minRentPeriod: 'int' } as const
export type OrderCartProps = Props<typeof schema>

/**
 * The cart section of /order/ (spec §4, §7): lines with SIM type, rent period, refill,
 * suitable tariffs or numbers to attach, detach and remove buttons; totals with the
 * delivery cost the checkout form chooses; the promocode field; the cart error area
 * (order non-field errors); «Очистить корзину». The server's cart HTML is the fallback.
 */
export default {
  schema,
  strategy: 'eager',
  render: () => import('./OrderCart'),
} satisfies Island<typeof schema>
