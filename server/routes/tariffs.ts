import { createAnswerCache } from '../catalog/answer-cache'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { createCalculator, parseCalculatorQuery } from '../calculator/calculator'
import { parseNumberQuery } from '../catalog/number-filters'
import { createNumbersCatalog } from '../catalog/numbers-catalog'
import { countedPageOf, pageOf, parseListQuery } from '../catalog/paging'
import { parseTariffQuery, type TariffQuery } from '../catalog/tariff-filters'
import { createTariffsCatalog, createTariffsCount } from '../catalog/tariffs-catalog'
import { paramsSchema, QUERY_SCHEMA, type Query, type WithParams, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * Tariff data URLs (spec §7):
 *   GET /api/catalog/tariffs/                  tariffs catalogue (filters: server/catalog/tariff-filters.ts)
 *   GET /api/tariffs/tariffs-catalog/          the same list under the path of spec §7
 *   GET /api/tariffs/suitable-numbers/{id}/    numbers of the tariff's provider, number filters
 *   GET /api/numbers/suitable-tariffs/{id}/    tariffs of the number's provider, tariff filters
 *   GET /api/tariffs/calculator/               the calculator (server/calculator/calculator.ts)
 * Lists answer {results, next} (the tariff lists with their `count` too), 404 past the last page,
 * 400 with field errors.
 */
export const TARIFFS_CATALOG_URL = '/api/catalog/tariffs/'
const TARIFFS_CATALOG_ALIAS_URL = '/api/tariffs/tariffs-catalog/'
export const CALCULATOR_URL = '/api/tariffs/calculator/'

const PAST_THE_END = { detail: M.badPage }

/** A positive id from a path parameter, or null (answered with 404). */
export function idParam(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null
}

export const notFound = (reply: FastifyReply) => reply.code(404).send({ detail: M.notFound })

export function registerTariffRoutes(app: FastifyInstance, { db, catalog }: Services): void {
  const searchTariffs = createTariffsCatalog(db, catalog)
  const countTariffs = createTariffsCount(db)
  const searchNumbers = createNumbersCatalog(db, catalog)
  const calculate = createCalculator(db, catalog)
  const tariffProvider = db.prepare('SELECT provider_id FROM tariffs WHERE id = ? AND archive = 0').pluck()
  const numberProvider = db.prepare('SELECT provider_id FROM numbers WHERE id = ? AND archive = 0').pluck()

  const listTariffs = (rawQuery: Query, reply: FastifyReply, hostUrl: string, scope?: { where: string[]; params: number[] }) => {
    const parsed = parseListQuery<TariffQuery>(rawQuery, parseTariffQuery)
    if ('errors' in parsed) return reply.code(400).send(parsed.errors)
    const page = countedPageOf(searchTariffs(parsed.query, parsed.page, hostUrl, scope), parsed.page, () => countTariffs(parsed.query, scope))
    return page ? reply.send(page) : reply.code(404).send(PAST_THE_END)
  }

  const cached = { ...createAnswerCache().route, schema: QUERY_SCHEMA }
  for (const url of [TARIFFS_CATALOG_URL, TARIFFS_CATALOG_ALIAS_URL]) {
    app.get<WithQuery>(url, cached, async (request, reply) => listTariffs(request.query, reply, requestOrigin(request)))
  }

  app.get<WithQuery & WithParams<'numberId'>>(
    '/api/numbers/suitable-tariffs/:numberId/',
    { schema: { ...QUERY_SCHEMA, ...paramsSchema('numberId') } },
    async (request, reply) => {
      const id = idParam(request.params.numberId)
      const provider = id === null ? undefined : (numberProvider.get(id) as number | undefined)
      if (provider === undefined) return notFound(reply)
      return listTariffs(request.query, reply, requestOrigin(request), { where: ['t.provider_id = ?'], params: [provider] })
    },
  )

  app.get<WithQuery & WithParams<'tariffId'>>(
    '/api/tariffs/suitable-numbers/:tariffId/',
    { schema: { ...QUERY_SCHEMA, ...paramsSchema('tariffId') } },
    async (request, reply) => {
      const id = idParam(request.params.tariffId)
      const provider = id === null ? undefined : (tariffProvider.get(id) as number | undefined)
      if (provider === undefined) return notFound(reply)
      const parsed = parseListQuery(request.query, parseNumberQuery)
      if ('errors' in parsed) return reply.code(400).send(parsed.errors)
      const query = { ...parsed.query, where: [...parsed.query.where, 'n.provider_id = ?'], params: [...parsed.query.params, provider] }
      const page = pageOf(searchNumbers(query, parsed.page, requestOrigin(request)), parsed.page)
      return page ? page : reply.code(404).send(PAST_THE_END)
    },
  )

  app.get<WithQuery>(CALCULATOR_URL, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const parsed = parseCalculatorQuery(request.query)
    if ('errors' in parsed) return reply.code(400).send(parsed.errors)
    return calculate(parsed.query, requestOrigin(request))
  })
}
