import { flagOf, listOf, type FieldErrors } from './query-values'
import { DEFAULT_PAGE_SIZE, pageOf, parseListQuery, type Page } from './paging'

/**
 * What the catalogue views of server/routes/catalog-views.ts share: the state of one list
 * as the templates read it (partials/catalog-results.html, catalog-pager.html), the
 * `?fragment=1` answer of the catalogue island, and the values of a filter form.
 */
export type RawQuery = Record<string, unknown>

/** What every catalogue template gets about one list. */
export interface ListState<T> {
  items: T[]
  /** The data URL's filter errors: the page says so instead of listing anything. */
  errors: FieldErrors | null
  page: number
  pageSize: number
  /** The page size the address asked for, when not the default: every later page is asked with it. */
  askedPageSize: number | null
  nextPage: number | null
  /** Query strings of the next and previous page ('' when there is none). */
  nextHref: string
  prevHref: string
}

/** The query string of a list with another page (the no-JavaScript 'Показать ещё' link). */
function pageHref(raw: RawQuery, page: number): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'page' || name === 'fragment') continue
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(name, String(item))
    }
  }
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * One page of a list: paging and filters parsed together (both sets of errors at once),
 * one row more than a page fetched to know whether there is a next one.
 * `linkQuery` is what the page links keep (default: the raw query).
 */
export function listState<Q, T>(
  raw: RawQuery,
  parse: (raw: RawQuery) => { query: Q } | { errors: FieldErrors },
  search: (query: Q, page: Page) => T[],
  linkQuery: RawQuery = raw,
): ListState<T> {
  const parsed = parseListQuery<Q>(raw, parse)
  if ('errors' in parsed) return invalidList(parsed.errors)
  const { page } = parsed
  const found = pageOf(search(parsed.query, page), page) ?? { results: [], next: null }
  return {
    items: found.results,
    errors: null,
    page: page.page,
    pageSize: page.pageSize,
    askedPageSize: page.pageSize === DEFAULT_PAGE_SIZE ? null : page.pageSize,
    nextPage: found.next,
    nextHref: found.next === null ? '' : pageHref(linkQuery, found.next),
    prevHref: page.page > 1 ? pageHref(linkQuery, page.page - 1) : '',
  }
}

/** A list that failed before searching (e.g. an unknown section): the page shows the 400 message. */
export function invalidList<T>(errors: FieldErrors): ListState<T> {
  return { items: [], errors, page: 1, pageSize: DEFAULT_PAGE_SIZE, askedPageSize: null, nextPage: null, nextHref: '', prevHref: '' }
}

/**
 * `?fragment=1` asks a catalogue page for only the cards of one page
 * (partials/catalog-fragment.html): 400 for bad filters, 404 past the last page.
 */
export const FRAGMENT_TEMPLATE = 'partials/catalog-fragment.html'
export const isFragment = (raw: RawQuery): boolean => textOf(raw, 'fragment') === '1'
export function withoutFragment(raw: RawQuery): RawQuery {
  const { fragment: _fragment, ...rest } = raw
  return rest
}
export function fragmentStatus(list: Pick<ListState<unknown>, 'errors' | 'page' | 'items'>): number {
  if (list.errors) return 400
  return list.page > 1 && list.items.length === 0 ? 404 : 200
}

/** The first value of a query parameter as text ('' when absent). */
export function textOf(raw: RawQuery, name: string): string {
  const value = raw[name]
  const first = Array.isArray(value) ? value[0] : value
  return first === undefined || first === null ? '' : String(first)
}

export interface Choice {
  value: string
  label: string
}

/** Select or checkbox options with the query's values marked. */
export function optionsOf(raw: RawQuery, name: string, choices: readonly Choice[]): (Choice & { selected: boolean })[] {
  const chosen = new Set(listOf(raw[name]))
  return choices.map((c) => ({ ...c, selected: chosen.has(c.value) }))
}

/** A checkbox flag of the query ('true', '1' …) as the form shows it. */
export const checkedOf = (raw: RawQuery, name: string): boolean => flagOf(textOf(raw, name)) === true
