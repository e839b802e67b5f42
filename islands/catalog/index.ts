import { EXTRA_ATTR_PREFIX } from '../../shared/contract/attributes'
import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

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
 * Behaviour over the server's catalogue list: «Показать ещё» appends the next page, filter
 * changes reload it after 1 s and go into the URL, auto-load-more up to a per-width limit.
 *
 * One of the two modes is required: `data-catalog-url` with `data-card`, or `data-fragment-url`
 * (when both are there, JSON wins). Besides these, every `data-extra-<name>` attribute of the
 * host is sent as `<name>` with each request (spec §7; islands/catalog/extra.ts), unless the
 * filter form sets that name.
 *
 * Behaviour over the server's list `[data-catalog-list]`: a «Показать ещё» button replaces the
 * `[data-catalog-more]` link and appends the next page («Загрузка» while loading; hidden at the
 * end or on 404); filter changes reload after 1 s (newest answer only) and go into the address
 * (`history.replaceState`); messages in the `.catalog__empty` live region (400 «Ничего не нашлось.
 * Попробуйте исправить критерии поиска.», any other failure or a malformed answer «Произошла
 * ошибка. Попробуйте исправить критерии поиска.» with the cards on screen kept, empty «Ничего не
 * нашлось»); auto-load-more within 2 screen heights up to the page limit of the width, throttled
 * to 1 s. Each page is one block, a `<div role="none">` of `<div role="listitem">` cards appended
 * whole to the `div[role=list][data-catalog-list]`, so loaded cards are never touched and pages
 * two behind the newest skip rendering off screen (`content-visibility`). See docs/django.md
 * «Catalogue hosts» for what each mode requests.
 */
export default {
  schema,
  strategy: 'idle',
  chunk: 'cards',
  oneOf: [['catalogUrl', 'card'], ['fragmentUrl']],
  attributePrefixes: { [EXTRA_ATTR_PREFIX]: 'a parameter the view sends with every request: `data-extra-device-type="x"` sends `device_type=x`' },
  // The JSON mode's cards and React are not asked for with the page: json-source.ts fetches them
  // with the first page it draws (auto-load-more's, once the page has settled, or the first
  // «Показать ещё»), beside its request.
  enhance: () => import('./catalog'),
} satisfies Island<typeof schema>
