import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'
import { hasPromocodeLink } from './params'

const schema = {
  /** The query parameter with a code to apply (default `promocode`). */
  promocodeParam: 'string?',
  /** The parameter the server's own link `GET /promocode/{code}/` redirects with, `ok` or `invalid` (default `promocode_status`). */
  statusParam: 'string?',
} as const
export type PromocodeLinkProps = Props<typeof schema>

/**
 * A promocode link (spec §4, §8): `?promocode=CODE` applies the code to the cart,
 * shows the outcome in a toast and drops the parameter from the address.
 *
 * `?promocode=CODE` applies the code, then a toast «Промокод применен» / «Промокод не действует»;
 * `?promocode_status=ok|invalid` (the server's `/promocode/{code}/` redirect) only shows the
 * toast; the parameter leaves the address.
 */
export default {
  schema,
  // Draws nothing unless the address carries a link: React comes only for those pages.
  strategy: 'interaction',
  strategyFor: (props) => (hasPromocodeLink(props) ? 'eager' : undefined),
  chunk: 'header',
  render: () => import('./PromocodeLink'),
} satisfies Island<typeof schema>
