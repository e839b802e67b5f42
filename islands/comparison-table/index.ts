import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** DELETE per tariff; `{id}` is replaced by the tariff's id (spec §7). */
  itemUrl: 'string',
  /** Takes a POST with no body (spec §7). */
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
 * Behaviour over the comparison page's table (templates/pages/site/compare.html):
 * «Только различающиеся» hides rows whose values are all equal, at once; remove and clear
 * buttons call the API and reload the page on success (spec §4).
 *
 * Behaviour over the comparison page's table: «Только различающиеся» hides `tr[data-same]` at once
 * (the GET form's «Показать» hides); «Убрать «…» из сравнения» (DELETE) and «Очистить сравнение»
 * (POST, no body), rendered `hidden`, appear and reload the page on success; failures in
 * `[data-compare-message]`. Optional `data-sticky-header` bool (spec §2's optional sticky header
 * row; the stylesheet reads it, so it holds without script): the table scrolls both ways inside a
 * frame of at most 70vh and its header row sticks to the frame's top; without it the frame scrolls
 * only sideways (on a phone). On a phone two tariffs fit side by side at 360 px; more scroll
 * sideways as one strip inside the frame, the row labels staying at its left edge (sticky).
 */
export default {
  schema,
  strategy: 'eager',
  enhance: () => import('./comparison-table'),
} satisfies Island<typeof schema>
