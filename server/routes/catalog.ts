import type { FastifyInstance } from 'fastify'
import { parseNumberQuery } from '../catalog/number-filters'
import { createNumbersCatalog } from '../catalog/numbers-catalog'
import { pageOf, parsePage } from '../catalog/paging'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'

/** Catalogue data URLs (pages pass them to the catalogue islands in data attributes). */
export const NUMBERS_CATALOG_URL = '/api/catalog/numbers/'

export function registerCatalogRoutes(app: FastifyInstance, { db, catalog }: Services): void {
  const searchNumbers = createNumbersCatalog(db, catalog)

  app.get(NUMBERS_CATALOG_URL, async (request, reply) => {
    const raw = request.query as Record<string, unknown>
    const paging = parsePage(raw)
    const filters = parseNumberQuery(raw)
    const errors = { ...('errors' in paging ? paging.errors : {}), ...('errors' in filters ? filters.errors : {}) }
    if (!('page' in paging) || !('query' in filters)) return reply.code(400).send(errors)
    const page = pageOf(searchNumbers(filters.query, paging.page, requestOrigin(request)), paging.page)
    if (!page) return reply.code(404).send({ detail: 'Неправильная страница' })
    return page
  })
}
