import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = { itemCount: 'int', cartUrl: 'url' } as const
export type CartSummaryProps = Props<typeof schema>

/**
 * The header's one cart control (spec §2 «cart dropdown with items and total»): the server's
 * count link becomes the button of the cart dropdown, with the count and total from the shared
 * cart store. The server renders the count, so the cart is fetched only when it has items or
 * this is the cart page (spec §4).
 */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./CartSummary'),
} satisfies Island<typeof schema>
