import { createAnswerCache } from '../catalog/answer-cache'
import type { FastifyInstance } from 'fastify'
import { parseDeviceQuery, type DeviceQuery } from '../catalog/device-filters'
import { countedPageOf, pageOf } from '../catalog/paging'
import { parseTariffQuery, type TariffQuery } from '../catalog/tariff-filters'
import { createDevicesCatalog, createDevicesCount, createTariffsCatalog, TARIFFS_WITH_INTERNET } from '../catalog/tariffs-catalog'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'
import { parseListQuery } from '../catalog/paging'
import { paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import { idParam, notFound } from './tariffs'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * Device data URLs (spec §7):
 *   GET /api/catalog/devices/                  devices catalogue (filters: server/catalog/device-filters.ts)
 *   GET /api/device-suitable-tariffs/{id}/     tariffs with internet (unlimited or > 0 GB), tariff filters
 * Lists answer {results, next} (the devices catalogue with its `count` too), 404 past the last
 * page, 400 with field errors.
 */
export const DEVICES_CATALOG_URL = '/api/catalog/devices/'

const PAST_THE_END = { detail: M.badPage }

export function registerDeviceRoutes(app: FastifyInstance, { db, catalog }: Services): void {
  const searchDevices = createDevicesCatalog(db, catalog)
  const countDevices = createDevicesCount(db)
  const searchTariffs = createTariffsCatalog(db, catalog)
  const deviceExists = db.prepare('SELECT 1 FROM devices WHERE id = ? AND archive = 0')

  app.get<WithQuery>(DEVICES_CATALOG_URL, { ...createAnswerCache().route, schema: QUERY_SCHEMA }, async (request, reply) => {
    const parsed = parseListQuery<DeviceQuery>(request.query, parseDeviceQuery)
    if ('errors' in parsed) return reply.code(400).send(parsed.errors)
    const page = countedPageOf(searchDevices(parsed.query, parsed.page, requestOrigin(request)), parsed.page, () => countDevices(parsed.query))
    return page ? page : reply.code(404).send(PAST_THE_END)
  })

  app.get<WithQuery & WithParams<'deviceId'>>(
    '/api/device-suitable-tariffs/:deviceId/',
    { schema: { ...QUERY_SCHEMA, ...paramsSchema('deviceId') } },
    async (request, reply) => {
      const id = idParam(request.params.deviceId)
      if (id === null || !deviceExists.get(id)) return notFound(reply)
      const parsed = parseListQuery<TariffQuery>(request.query, parseTariffQuery)
      if ('errors' in parsed) return reply.code(400).send(parsed.errors)
      const page = pageOf(searchTariffs(parsed.query, parsed.page, requestOrigin(request), TARIFFS_WITH_INTERNET), parsed.page)
      return page ? page : reply.code(404).send(PAST_THE_END)
    },
  )
}
