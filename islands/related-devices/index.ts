import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `devices`: the related devices' ids, comma-separated (`data-devices="3,4,8"`);
 * `cartUrl`: where «Оформить» leads (`/order/`); `label`: the server's button label.
 */
const schema = { devices: 'string', cartUrl: 'url?', label: 'string?' } as const
export type RelatedDevicesProps = Props<typeof schema>

/**
 * The related-devices button (spec §4): adds every listed device not yet in the cart,
 * one after another through the cart queue, with a spinner; then «Оформить» → the cart.
 */
// Idle, not visible: the host has no server HTML (nothing to add without script), so it has
// no size to come into view with; the page's own cart button loads React anyway.
export default {
  schema,
  strategy: 'idle',
  render: () => import('./RelatedDevices'),
} satisfies Island<typeof schema>
