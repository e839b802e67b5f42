import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** Cart lines the server rendered; the cart is fetched only when there are some or this is the cart page. */
  itemCount: 'int',
  /** The cart page. */
  cartUrl: 'url',
} as const
export type CartSummaryProps = Props<typeof schema>

/**
 * The header's one cart control (spec §2 «cart dropdown with items and total»): the server's
 * count link becomes the button of the cart dropdown, with the count and total from the shared
 * cart store. The server renders the count, so the cart is fetched only when it has items or
 * this is the cart page (spec §4).
 *
 * The header's one cart control, over the server's count link (`partials/cart-summary.html`, on
 * every page from `base.html`; the link stays without script): the cart dropdown's disclosure
 * button with the count and total from the cart store, opening the items with prices, the total,
 * «Удалить …» buttons and «Оформить заказ»; Escape closes; loads the cart only if it has items or
 * this is the cart page.
 */
export default {
  schema,
  // The server drew the count: React comes with the visitor's press, or with a change to the cart
  // (an add on a card); a cart with items is loaded at once, as its total is shown (spec §4).
  strategy: 'interaction',
  wakeOn: { cart: 'now' },
  strategyFor: ({ itemCount }) => (itemCount > 0 ? 'idle' : undefined),
  chunk: 'header',
  render: () => import('./CartSummary'),
} satisfies Island<typeof schema>
