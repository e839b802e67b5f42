import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** Cart lines the server rendered; the cart is fetched only when there are some or this is the cart page. */
  itemCount: 'int',
  /** The cart page. */
  cartUrl: 'url',
} as const
export type CartSummaryProps = Props<typeof schema>

/**
 * The header cart link: count and total from the shared cart store. The
 * server renders the count, so the cart is fetched only when it has items
 * or this is the cart page (spec §4).
 *
 * Header cart link: count and total from the cart store; loads the cart only if it has items or
 * this is the cart page.
 */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./CartSummary'),
} satisfies Island<typeof schema>
