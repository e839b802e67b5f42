import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** DELETE per tariff; `{id}` is replaced by the tariff's id (spec §7). */
  itemUrl: 'string',
  /** Takes a POST with no body (spec §7). */
  clearUrl: 'url',
} as const
export type ComparisonTableProps = Props<typeof schema>

/**
 * Behaviour over the comparison page's table (templates-fixtures/pages/site/compare.html):
 * «Только различающиеся» hides rows whose values are all equal, at once; remove and clear
 * buttons call the API and reload the page on success (spec §4).
 *
 * Behaviour over the comparison page's table: «Только различающиеся» hides `tr[data-same]` at once
 * (the GET form's «Показать» hides); «Убрать «…» из сравнения» (DELETE) and «Очистить сравнение»
 * (POST, no body), rendered `hidden`, appear and reload the page on success; failures in
 * `[data-compare-message]`. The header row sticks while the table scrolls inside its frame,
 * sideways on a phone.
 */
export default {
  schema,
  strategy: 'eager',
  enhance: () => import('./comparison-table'),
} satisfies Island<typeof schema>
