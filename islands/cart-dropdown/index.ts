import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** The cart page «Оформить заказ» leads to (default `/order/`). */
  cartUrl: 'url?',
} as const
export type CartDropdownProps = Props<typeof schema>

/**
 * The header cart disclosure: the items of `$cart` with prices and remove buttons,
 * the total and a link to checkout. It only reads the store (cart-summary loads it).
 *
 * Header disclosure «Корзина»: items with prices, total, «Удалить …» buttons, «Оформить заказ»;
 * Escape closes; reads `$cart` only.
 */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./CartDropdown'),
} satisfies Island<typeof schema>
