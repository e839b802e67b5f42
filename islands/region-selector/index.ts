import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** The region the page is for, as the header shows it. */
  current: 'string',
} as const
export type RegionSelectorProps = Props<typeof schema>

/**
 * The header's region control (spec §2): opens «Выберите свой регион» with a city filter,
 * the first 15 sub-sites in columns of 5, «Полный список» grouped by first letter in 3
 * columns; typing shows the filtered full list instead of the short one. Fallback: a link
 * to /regions/, the same list as a page.
 */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./RegionSelector'),
} satisfies Island<typeof schema>
