import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** A caption shown before the time («До конца акции»: 12:03:45). */
  label: 'string?',
} as const
export type CountdownProps = Props<typeof schema>

/**
 * A live HH:MM:SS countdown to the start of the next day (spec §2, §9).
 *
 * Ticks once a second, read afresh from the clock each time (a throttled background tab stays
 * right), in the host's `<time role="timer">` after the caption, which the server draws with the
 * time left when it rendered the page (a host with text only has it kept live whole).
 */
export default {
  schema,
  strategy: 'visible',
  chunk: 'widgets',
  enhance: () => import('./countdown'),
} satisfies Island<typeof schema>
