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
 * Live HH:MM:SS to the next day's midnight.
 */
export default {
  schema,
  strategy: 'visible',
  render: () => import('./Countdown'),
} satisfies Island<typeof schema>
