import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** Whether the panel starts open. */
  open: 'bool',
} as const
export type CollapsibleProps = Props<typeof schema>

/**
 * Behaviour over server markup: a toggle button and a panel that opens and closes with a 0.3 s
 * height transition.
 *
 * Behaviour over server markup: `[data-collapsible-toggle]` button and `[data-collapsible-panel]`;
 * open, opening, closed, closing with a 0.3 s height transition; `data-collapsible-state` on the
 * host.
 */
export default {
  schema,
  strategy: 'interaction',
  chunk: 'widgets',
  enhance: () => import('./collapsible'),
} satisfies Island<typeof schema>
