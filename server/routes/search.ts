import type { FastifyInstance } from 'fastify'
import { SEARCH_GROUPS, searchResultOf, type SearchResultKind } from '../../shared/api/search-result'
import { valueToText } from '../../shared/validation/rules'
import { searchKey } from '../content/format'
import { createContentRepository } from '../content/repository'
import { createSearch, SEARCH_GROUP_SIZE, SEARCH_MIN_LENGTH } from '../content/search'
import { createSearchGroups } from '../content/search-groups'
import { QUERY_SCHEMA, type Query, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'
import { SERVER_MESSAGES as M } from '../messages'
import { SITE_MESSAGES } from './messages'

const SEARCH_PAGE = '/search/'
/** The results page's load-more data URL: one group's next page as JSON `{results, next}`. */
const SEARCH_MORE_URL = '/api/search/'

const queryValue = (query: Query, name: string): string => valueToText(query[name]).trim()
const groupOf = (raw: string) => SEARCH_GROUPS.find((group) => group.id === raw)
const pageOf = (raw: string) => (/^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null)

/**
 * Site search (spec §2, §7): the results page `/search/?query=` with each group's first page
 * (`&group=…&page=N` is one group's page N, the «Показать ещё» link without script), and
 * `GET /api/search/?query=…&group=…&page=N` → `{results, next}` of that group's entities,
 * which the page's load-more draws with the card components. The suggestions are in content.ts.
 */
export function registerSearchRoutes(app: FastifyInstance, { db, catalog, pages }: Services): void {
  const content = createContentRepository(db)
  const search = createSearch(db, catalog, content)
  const searchGroup = createSearchGroups(db, catalog, content)

  /** Page `page` of group `kind`: its items and whether another page follows. */
  const groupPage = (kind: SearchResultKind, query: string, page: number, origin: string) => {
    const rows = searchGroup(kind, query, (page - 1) * SEARCH_GROUP_SIZE, SEARCH_GROUP_SIZE + 1, origin)
    return { items: rows.slice(0, SEARCH_GROUP_SIZE), next: rows.length > SEARCH_GROUP_SIZE ? page + 1 : null }
  }

  app.get<WithQuery>(SEARCH_PAGE, { config: { demo: [SEARCH_PAGE, `${SEARCH_PAGE}?query=900`] }, schema: QUERY_SCHEMA }, async (request, reply) => {
    const query = queryValue(request.query, 'query')
    const tooShort = searchKey(query).length < SEARCH_MIN_LENGTH
    const only = groupOf(queryValue(request.query, 'group'))
    const page = (only && pageOf(queryValue(request.query, 'page'))) || 1
    const origin = requestOrigin(request)
    const groups = tooShort
      ? []
      : (only ? [only] : SEARCH_GROUPS).flatMap((group) => {
          const found = groupPage(group.id, query, page, origin)
          if (found.items.length === 0) return []
          const params = new URLSearchParams({ query, group: group.id, page: String(found.next) })
          return [
            {
              ...group,
              items: found.items.map((item) => searchResultOf(group.id, item)),
              next_page: found.next,
              next_url: found.next ? `${SEARCH_PAGE}?${params.toString()}` : null,
            },
          ]
        })
    if (only && page > 1 && groups.length === 0) return reply.callNotFound()
    return pages(request, reply, 'pages/site/search.html', {
      query,
      too_short: query !== '' && tooShort,
      empty_query: query === '',
      groups,
      group_page: only ? page : null,
      total: tooShort ? 0 : search(query, origin).total,
      min_length: SEARCH_MIN_LENGTH,
      more_url: SEARCH_MORE_URL,
      search_examples: SITE_MESSAGES.searchExamples,
    })
  })

  app.get<WithQuery>(SEARCH_MORE_URL, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const query = queryValue(request.query, 'query')
    const group = groupOf(queryValue(request.query, 'group'))
    const page = pageOf(queryValue(request.query, 'page'))
    const errors: Record<string, string[]> = {}
    if (searchKey(query).length < SEARCH_MIN_LENGTH) errors['query'] = [M.queryTooShort(SEARCH_MIN_LENGTH)]
    if (!group) errors['group'] = [M.unknownGroup]
    if (!page) errors['page'] = [M.badPage]
    if (!group || !page || errors['query']) return reply.code(400).send(errors)
    const found = groupPage(group.id, query, page, requestOrigin(request))
    if (found.items.length === 0 && page > 1) return reply.code(404).send({ detail: M.badPage })
    return { results: found.items, next: found.next }
  })
}
