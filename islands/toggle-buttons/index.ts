import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** `single` (one pressed at a time, the default) or `multi`. */
  mode: 'string?',
  /**
   * The id of a list whose `[data-filter-value]` items the pressed buttons' values show (an empty
   * value, «Все», shows every item); without it the group only keeps its pressed state.
   */
  filters: 'string?',
} as const
export type ToggleButtonsProps = Props<typeof schema>

/**
 * Pill and underline buttons (spec §4): `button[data-toggle-value]` in the host toggle an active
 * state (`aria-pressed`, the `is-active` class; browser/dom/pressed.ts).
 *
 * Pill (`btn-pill`) and underline (`btn-underline`) buttons `button[data-toggle-value]` toggle
 * `aria-pressed` and `is-active`; with `data-filters` the list's `[data-filter-value]` items of
 * the pressed values show («Все» has the empty value).
 */
export default {
  schema,
  strategy: 'visible',
  chunk: 'widgets',
  enhance: () => import('./toggle-buttons'),
} satisfies Island<typeof schema>
