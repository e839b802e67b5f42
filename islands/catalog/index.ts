import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** JSON mode (spec §7): the data URL answering `{results, next}` for `?<filters>&<extras>&page=N`. */
  catalogUrl: 'url?',
  /** JSON mode: which card draws the results: numbers, star-numbers, number-sets, tariffs or devices. */
  card: 'string?',
  /** JSON mode, device cards: the site's address before each device's absolute_url (default: this page's origin). */
  hostUrl: 'url?',
  /** HTML-fragment mode: the catalogue page itself; `?…&page=N&fragment=1` answers the cards of page N. */
  fragmentUrl: 'url?',
  /** The page after the rendered one; empty when it is the last. */
  nextPage: 'int?',
  /** The id of the filter form (`data-catalog-form`). */
  catalogForm: 'string?',
  /** Auto-load-more limits: a breakpoint (spec §2: sm, md, lg, xl, xxl) or a min viewport width in px → most pages, e.g. {"xl": 2}. */
  autoLoad: 'json?',
} as const
export type CatalogProps = Props<typeof schema>

/**
 * One of the two modes is required: `data-catalog-url` with `data-card`, or `data-fragment-url`
 * (when both are there, JSON wins). Besides these, every `data-extra-<name>` attribute of the
 * host is sent as `<name>` with each request (spec §7; islands/catalog/extra.ts), unless the
 * filter form sets that name.
 *
 * Behaviour over the server's catalogue list: 'Показать ещё' appends the next page, filter
 * changes reload it after 1 s and go into the URL, auto-load-more up to a per-width limit.
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./catalog'),
  // The JSON mode's cards and React (json-source.ts fetches them with the first page), asked for
  // with the island's chunks rather than a round trip later; never in the fragment mode.
  preloads: (props) => (props.catalogUrl && props.card ? ['json-draw'] : []),
} satisfies Island<typeof schema>
