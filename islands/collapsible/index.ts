import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = { open: 'bool' } as const
export type CollapsibleProps = Props<typeof schema>

/** Behaviour over server markup: a toggle button and a panel that opens and closes with a 0.3 s height transition. */
export default {
  schema,
  strategy: 'interaction',
  enhance: () => import('./collapsible'),
} satisfies Island<typeof schema>
