import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pageOf, parsePage } from '../catalog/paging'
import { parsePostFilter } from '../content/filters'
import { createContentRepository, type PostKind, type PostRow } from '../content/repository'
import { createSearch } from '../content/search'
import { QUERY_SCHEMA, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'
import { SERVER_MESSAGES as M } from '../messages'

/** Data URLs of the blog lists, search suggestions, regions (served by regions.ts) and the coverage map (spec §7). */
export const CONTENT_URLS = {
  news: '/api/news/',
  articles: '/api/authors/articles/',
  stocks: '/api/stocks/',
  reviews: '/api/load-more-reviews/',
  searchHeap: '/api/search/heap/',
  subdomains: '/api/subdomains/',
  coverageLayers: '/api/coverage/layers/',
} as const

const BAD_PAGE = { detail: M.badPage }

export function registerContentRoutes(app: FastifyInstance, { db, catalog }: Services): void {
  const content = createContentRepository(db)
  const search = createSearch(db, catalog, content)

  // News, articles (?author=id) and stocks: page, page_size and ?provider=slug[,slug].
  const postList = (kind: PostKind, serialize: (rows: PostRow[]) => unknown[]) => async (request: FastifyRequest<WithQuery>, reply: FastifyReply) => {
    const raw = request.query
    const paging = parsePage(raw)
    const filters = parsePostFilter(raw, content, { author: kind === 'article' })
    const errors = { ...('errors' in paging ? paging.errors : {}), ...('errors' in filters ? filters.errors : {}) }
    if (!('page' in paging) || !('filter' in filters)) return reply.code(400).send(errors)
    const { page, pageSize } = paging.page
    const rows = content.postRows(kind, filters.filter, { limit: pageSize + 1, offset: (page - 1) * pageSize })
    const found = pageOf(rows, paging.page)
    if (!found) return reply.code(404).send(BAD_PAGE)
    return { results: serialize(found.results), next: found.next }
  }
  app.get<WithQuery>(CONTENT_URLS.news, { schema: QUERY_SCHEMA }, postList('news', content.serializeNews))
  app.get<WithQuery>(CONTENT_URLS.articles, { schema: QUERY_SCHEMA }, postList('article', content.serializeArticles))
  app.get<WithQuery>(CONTENT_URLS.stocks, { schema: QUERY_SCHEMA }, postList('stock', content.serializeStocks))

  app.get<WithQuery>(CONTENT_URLS.reviews, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const paging = parsePage(request.query)
    if (!('page' in paging)) return reply.code(400).send(paging.errors)
    const { page, pageSize } = paging.page
    const found = pageOf(content.reviewRows({ limit: pageSize + 1, offset: (page - 1) * pageSize }), paging.page)
    if (!found) return reply.code(404).send(BAD_PAGE)
    return { results: content.serializeReviews(found.results), next: found.next }
  })

  app.get<WithQuery>(CONTENT_URLS.searchHeap, { schema: QUERY_SCHEMA }, async (request) => {
    const raw = request.query.query
    return search(typeof raw === 'string' ? raw : '', requestOrigin(request))
  })

  app.get(CONTENT_URLS.coverageLayers, { schema: QUERY_SCHEMA }, async () => content.coverageLayers())
}
