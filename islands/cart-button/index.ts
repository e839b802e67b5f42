import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

/** One of `number`, `tariff`, `device` names what the button adds (the contract's `oneOf`). */
const schema = {
  /** The number's id. */
  number: 'int?',
  /** The tariff's id. */
  tariff: 'int?',
  /** The device's id. */
  device: 'int?',
  /** With a number: rent it for this many months instead of buying it. */
  rentPeriod: 'int?',
  /** With a number: the provider's mask filter it was found with. */
  providerMaskFilter: 'string?',
  /** Where «Оформить» leads (default `/order/`). */
  cartUrl: 'url?',
  /** The server's label (default «В корзину»). */
  label: 'string?',
} as const
export type CartButtonProps = Props<typeof schema>

/**
 * An add-to-cart button on a card (spec §4): spinner while adding, then 'Оформить'
 * leading to the cart page; it follows `$cart`, so removing the item elsewhere
 * brings the label back. The server fallback inside the host is a link.
 *
 * Add to cart through the store's queue: spinner, then «Оформить» leading to the cart; failure
 * keeps the label and stays disabled; already in the cart goes to the cart; at the maximum an
 * alert; follows `$cart`, so a removed item gets its label back. Fallback: a link.
 */
export default {
  schema,
  // The server drew the button: React comes with the visitor's press, or when the cart changes
  // (for the buttons near the viewport; the rest as they come near).
  strategy: 'interaction',
  wakeOn: { cart: 'visible' },
  chunk: 'cards',
  oneOf: [['number'], ['tariff'], ['device']],
  render: () => import('./CartButton'),
} satisfies Island<typeof schema>
