import type { Cart } from '../../shared/api/types'
import type { Island } from '../../shared/contract/island'
import type { OptionalJson, Props } from '../../shared/contract/schema'

const schema = {
  /** Lines the server rendered: the page reloads when the loaded cart turns empty or non-empty against it. */
  itemCount: 'int',
  /** The site's minimum rent period in months. */
  minRentPeriod: 'int',
  /**
   * The cart the server drew (GET /api/cart/ with the suitable lists), in the props block: the
   * island draws it until the page's own load of the cart is in, so that a press made before then
   * meets the lines it pressed.
   */
  cart: 'json?' as OptionalJson<Cart>,
} as const
export type OrderCartProps = Props<typeof schema>

/**
 * The cart section of /order/ (spec §4, §7): lines with SIM type, rent period, refill,
 * suitable tariffs or numbers to attach, detach and remove buttons; totals with the
 * delivery cost the checkout form chooses; the promocode field; the cart error area
 * (order non-field errors); «Очистить корзину». The server draws all of it as the island's first
 * render; the island takes it over when the visitor acts.
 *
 * The cart of /order/: lines with SIM type, rent period (from the minimum; «Без аренды
 * (покупка)»), refill, suitable tariffs (of a number, or of a device:
 * `/api/device-suitable-tariffs/{id}/`) or numbers to attach (with «Показать ещё»), detach and
 * «Удалить …» (spinner); promocode field (PUT/DELETE, the discount); totals with the delivery cost
 * the form chose and the summary's «Оформить заказ» (`form="order-form"`, shown from lg where the
 * summary stands beside the form; busy and disabled with the form's own); the cart error area (`#order-cart-errors`, order non-field errors); «Очистить
 * корзину»; the page reloads when the cart turns empty ↔ non-empty or is cleared.
 */
export default {
  schema,
  // The server draws the cart as the island's first render (partials/order-cart.html), so React
  // comes with the visitor's first press (replayed on the island's control, first-press.ts), or
  // with what the island must show of a change made elsewhere: the cart's, the order's errors.
  strategy: 'interaction',
  wakeOn: { cart: 'now', checkout: 'now' },
  chunk: 'order',
  render: () => import('./OrderCart'),
} satisfies Island<typeof schema>
