import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `promocodeParam` (default `promocode`): the query parameter with a code to apply.
 * `statusParam` (default `promocode_status`): the outcome the server's own link
 * `GET /promocode/{code}/` redirects with (`ok` or `invalid`).
 */
const schema = { promocodeParam: 'string?', statusParam: 'string?' } as const
export type PromocodeLinkProps = Props<typeof schema>

/**
 * A promocode link (spec §4, §8): `?promocode=CODE` applies the code to the cart,
 * shows the outcome in a toast and drops the parameter from the address.
 */
export default {
  schema,
  strategy: 'eager',
  render: () => import('./PromocodeLink'),
} satisfies Island<typeof schema>
