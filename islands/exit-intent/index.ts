import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `initialDelay`, `retryDelay`: the site settings in seconds (site_config's
 * exit_intent_initial_delay and exit_intent_retry_delay); `action`: where the subscription posts.
 */
const schema = { initialDelay: 'int', retryDelay: 'int', action: 'url' } as const
export type ExitIntentProps = Props<typeof schema>

/** The exit-intent subscription modal (spec §4): shown on leaving the page, by its timing rules. */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./ExitIntent'),
} satisfies Island<typeof schema>
