import { visibleWhenEmpty } from '../../shared/contract/drawn-control'
import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The related devices' ids, comma-separated (`3,4,8`). */
  devices: 'string',
  /** Where «Оформить» leads (default `/order/`). */
  cartUrl: 'url?',
  /** The server's button label. */
  label: 'string?',
} as const
export type RelatedDevicesProps = Props<typeof schema>

/**
 * The related-devices button (spec §4): adds every listed device not yet in the cart,
 * one after another through the cart queue, with a spinner; then «Оформить» → the cart.
 *
 * On a tariff page: adds every listed device not yet in the cart, one after another, then
 * «Оформить» leads to the cart.
 */
// Idle, not visible: the host has no server HTML (nothing to add without script), so it has
// no size to come into view with; the page's own cart button loads React anyway.
export default {
  schema,
  // The server drew the button: React comes with the visitor's press, or when what it shows changes.
  strategy: 'interaction',
  strategyFor: visibleWhenEmpty,
  wakeOn: { cart: 'visible' },
  render: () => import('./RelatedDevices'),
} satisfies Island<typeof schema>
