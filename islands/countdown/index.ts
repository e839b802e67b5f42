import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = { label: 'string?' } as const
export type CountdownProps = Props<typeof schema>

/** A live HH:MM:SS countdown to the start of the next day (spec §2, §9). */
export default {
  schema,
  strategy: 'visible',
  render: () => import('./Countdown'),
} satisfies Island<typeof schema>
