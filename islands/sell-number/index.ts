import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The placement price: GET `?price=` → `{monthly, yearly}` (spec §7). */
  placementUrl: 'url',
} as const
export type SellNumberProps = Props<typeof schema>

/**
 * The sell-number form (spec §4, §5, §8): number items added and deleted in place (delete
 * hidden while one remains), each item's placement price with a skeleton while it loads,
 * the request-form enhancer for validation and submit, `payment_url` followed when same-origin
 * or on an origin of the site config's `redirect_origins` (shared/api/redirect.ts).
 *
 * The sell-number form: `request-form`'s behaviour plus number items `[data-sell-item]` added
 * («Добавить номер», `[data-add-item]`) and deleted (`[data-delete-item]`, hidden while one
 * remains) with fields renamed `items-N-*`, each item's placement price in
 * `[data-placement-price]` (skeleton while `GET ?price=` runs, monthly or yearly by the
 * `placement_period` radio, «Ошибка» on a bad answer); `payment_url` in the answer is followed
 * when same-origin or on a `redirect_origins` origin (otherwise «Заявка отправлена»).
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./sell-number'),
} satisfies Island<typeof schema>
