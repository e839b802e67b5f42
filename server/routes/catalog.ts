import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parseNumberQuery } from '../catalog/number-filters'
import { createAnswerCache } from '../catalog/answer-cache'
import { createNumberSets, NUMBER_SET_KINDS, type NumberSetKind } from '../catalog/number-sets'
import { createNumbersCatalog, createNumbersCount } from '../catalog/numbers-catalog'
import { countedPageOf, pageOf, parsePage } from '../catalog/paging'
import { listOf } from '../catalog/query-values'
import { QUERY_SCHEMA, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { NUMBER_CATEGORIES } from '../db/seed-data'
import { requestOrigin } from './request-origin'
import { SERVER_MESSAGES as M } from '../messages'

/** Catalogue data URLs (pages pass them to the catalogue islands in data attributes): `{count, results, next}`. */
export const NUMBERS_CATALOG_URL = '/api/catalog/numbers/'
/** The same numbers, star categories only (every one unless `category` narrows them). */
export const STAR_NUMBERS_CATALOG_URL = '/api/catalog/star-numbers/'
/** Number sets (`kind=set`, default) and super pairs (`kind=super_pair`), optional `provider` slug. */
export const NUMBER_SETS_CATALOG_URL = '/api/catalog/number-sets/'
const STAR_CATEGORIES: string[] = NUMBER_CATEGORIES.map((c) => c.category).filter((c) => c !== 'regular')

export function registerCatalogRoutes(app: FastifyInstance, { db, catalog }: Services): void {
  const searchNumbers = createNumbersCatalog(db, catalog)
  const countNumbers = createNumbersCount(db)

  const numbersPage = (stars: boolean) => async (request: FastifyRequest<WithQuery>, reply: FastifyReply) => {
    const raw = { ...request.query }
    if (stars) {
      const categories = listOf(raw.category)
      if (categories.length === 0) raw.category = STAR_CATEGORIES.join(',')
      else if (categories.some((c) => !STAR_CATEGORIES.includes(c))) {
        return reply.code(400).send({ category: [M.chooseFrom(STAR_CATEGORIES)] })
      }
    }
    const paging = parsePage(raw)
    const filters = parseNumberQuery(raw)
    const errors = { ...('errors' in paging ? paging.errors : {}), ...('errors' in filters ? filters.errors : {}) }
    if (!('page' in paging) || !('query' in filters)) return reply.code(400).send(errors)
    const page = countedPageOf(searchNumbers(filters.query, paging.page, requestOrigin(request)), paging.page, () => countNumbers(filters.query))
    if (!page) return reply.code(404).send({ detail: M.badPage })
    return page
  }
  // The catalogue's data URLs answer repeats from a short-lived cache (server/catalog/answer-cache.ts).
  const cached = { ...createAnswerCache().route, schema: QUERY_SCHEMA }
  app.get<WithQuery>(NUMBERS_CATALOG_URL, cached, numbersPage(false))
  app.get<WithQuery>(STAR_NUMBERS_CATALOG_URL, cached, numbersPage(true))

  const listSets = createNumberSets(db, catalog)
  app.get<WithQuery>(NUMBER_SETS_CATALOG_URL, cached, async (request, reply) => {
    const raw = request.query
    const kind = String(raw.kind ?? 'set') as NumberSetKind
    const provider = raw.provider ? String(raw.provider) : null
    const paging = parsePage(raw)
    if (!NUMBER_SET_KINDS.includes(kind)) return reply.code(400).send({ kind: [M.chooseFrom(NUMBER_SET_KINDS)] })
    if (!('page' in paging)) return reply.code(400).send(paging.errors)
    const page = pageOf(listSets(kind, provider, paging.page, requestOrigin(request)), paging.page)
    if (!page) return reply.code(404).send({ detail: M.badPage })
    return page
  })
}
