import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** The results page the form submits to (GET, `query`). */
  action: 'url',
} as const
export type HeaderSearchProps = Props<typeof schema>

/**
 * Header search (spec §2, §5): a WAI-ARIA 1.2 combobox over the plain GET form, with grouped
 * suggestions from /api/search/heap/; below md a «Поиск» button opens it in a full-screen
 * dialog. Fallback: the same form without suggestions and a link to the results page.
 */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./HeaderSearch'),
} satisfies Island<typeof schema>
