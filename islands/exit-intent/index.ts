import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** Seconds after the first visit before it may show (site config `exit_intent_initial_delay`; negative: off). */
  initialDelay: 'int',
  /** Seconds after it was closed before it may show again (`exit_intent_retry_delay`; negative: never). */
  retryDelay: 'int',
  /** Where the subscription posts. */
  action: 'url',
} as const
export type ExitIntentProps = Props<typeof schema>

/**
 * The exit-intent subscription modal (spec §4): shown on leaving the page, by its timing rules.
 *
 * The subscription modal «Подпишитесь на скидки» (email, consent; JSON POST): shown when the
 * pointer leaves the page or the tab hides, only after the initial delay since the first visit or
 * the retry delay since the last close (negative retry: never again; negative initial: off), never
 * over another modal; any successful form or the subscription turns it off for good; state in
 * `localStorage["exit-intent"]` (garbage there reads as a first visit).
 */
export default {
  schema,
  strategy: 'idle',
  chunk: 'layout',
  enhance: () => import('./exit-intent'),
} satisfies Island<typeof schema>
