import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** `click` (the default, spec §9) or `hover` (pointer over, or keyboard focus). */
  trigger: 'string?',
} as const
export type TooltipProps = Props<typeof schema>

/**
 * A tooltip over server markup: a `button[data-tooltip-trigger]` and its `[role=tooltip]`
 * (hidden), linked by the server with `aria-describedby`. A click shows or hides it, Escape
 * and a click elsewhere hide it.
 *
 * `button[data-tooltip-trigger]` and its `[role=tooltip]` with an id (linked by
 * `aria-describedby`): a click shows or hides it, Escape and a click elsewhere hide it.
 */
export default {
  schema,
  strategy: 'interaction',
  chunk: 'widgets',
  enhance: () => import('./tooltip'),
} satisfies Island<typeof schema>
