import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/** `itemUrl` holds `{id}` (DELETE per tariff); `clearUrl` takes a POST with no body (spec §7). */
const schema = {
  itemUrl: 'string',
  clearUrl: 'url',
  /**
   * Spec §2's optional sticky header row: present, the table scrolls inside a frame of at most
   * 70vh and its header row with the tariff names stays at the frame's top. The stylesheet reads
   * the attribute (tools.css), so it holds without script too; the enhancer needs nothing of it.
   */
  stickyHeader: 'bool?',
} as const
export type ComparisonTableProps = Props<typeof schema>

/**
 * Behaviour over the comparison page's table (templates-fixtures/pages/site/compare.html):
 * «Только различающиеся» hides rows whose values are all equal, at once; remove and clear
 * buttons call the API and reload the page on success (spec §4).
 */
export default {
  schema,
  strategy: 'eager',
  enhance: () => import('./comparison-table'),
} satisfies Island<typeof schema>
