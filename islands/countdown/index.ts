import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** A caption shown before the time («До конца акции»: 12:03:45). */
  label: 'string?',
} as const
export type CountdownProps = Props<typeof schema>

/**
 * A live HH:MM:SS countdown to the start of the next day (spec §2, §9).
 *
 * Ticks once a second, read afresh from the clock each time (a throttled background tab stays
 * right), in a `<time role="timer">` after the caption. The server's fallback is the time left
 * when it rendered the page.
 */
export default {
  schema,
  strategy: 'visible',
  chunk: 'widgets',
  render: () => import('./Countdown'),
} satisfies Island<typeof schema>
