import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/** `placementUrl`: GET ?price= → {monthly, yearly} (spec §7). */
const schema = { placementUrl: 'url' } as const
export type SellNumberProps = Props<typeof schema>

/**
 * The sell-number form (spec §4, §5, §8): number items added and deleted in place (delete
 * hidden while one remains), each item's placement price with a skeleton while it loads,
 * the request-form enhancer for validation and submit, `payment_url` followed when same-origin
 * or on an origin of the site config's `redirect_origins` (shared/api/redirect.ts).
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./sell-number'),
} satisfies Island<typeof schema>
