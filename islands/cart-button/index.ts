import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * Exactly one of `number`, `tariff`, `device` names what the button adds; `rentPeriod`
 * and `providerMaskFilter` only go with a number. `label` is the server's label.
 */
const schema = {
  number: 'int?',
  tariff: 'int?',
  device: 'int?',
  rentPeriod: 'int?',
  providerMaskFilter: 'string?',
  cartUrl: 'url?',
  label: 'string?',
} as const
export type CartButtonProps = Props<typeof schema>

/**
 * An add-to-cart button on a card (spec §4): spinner while adding, then 'Оформить'
 * leading to the cart page; it follows `$cart`, so removing the item elsewhere
 * brings the label back. The server fallback inside the host is a link.
 */
export default {
  schema,
  strategy: 'visible',
  render: () => import('./CartButton'),
} satisfies Island<typeof schema>
