import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** The catalogue page itself; `?…&page=N&fragment=1` answers the cards of page N. */
  fragmentUrl: 'url',
  /** The page after the rendered one; empty when it is the last. */
  nextPage: 'int?',
  /** The id of the filter form (`data-catalog-form`). */
  catalogForm: 'string?',
  /** Auto-load-more limits: min viewport width in px → most pages, e.g. {"1200": 2}. */
  autoLoad: 'json?',
} as const
export type CatalogProps = Props<typeof schema>

/**
 * Besides these, every `data-extra-<name>` attribute of the host is sent as `<name>` with each
 * request (spec §7; islands/catalog/extra.ts), unless the filter form sets that name.
 *
 * Behaviour over the server's catalogue list: 'Показать ещё' appends the next page, filter
 * changes reload it after 1 s and go into the URL, auto-load-more up to a per-width limit.
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./catalog'),
} satisfies Island<typeof schema>
