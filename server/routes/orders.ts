import type { FastifyInstance } from 'fastify'
import { BODY_SCHEMA, paramsSchema, QUERY_SCHEMA, type WithParams } from '../http/request-schemas'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * Checkout of spec §7: POST /api/orders/ answers 201 {items, url} or 400 errors (see
 * server/orders/validate.ts for the shape); GET /api/orders/{id}/ reads a placed order
 * back for the session that placed it.
 */
export function registerOrderRoutes(app: FastifyInstance, { orders }: Services): void {
  app.post('/api/orders/', { schema: BODY_SCHEMA }, async (request, reply) => {
    const result = orders.place(request.session?.id ?? null, request.body, requestOrigin(request))
    return reply.code(result.status).send(result.body)
  })

  app.get<WithParams<'id'>>('/api/orders/:id/', { schema: { ...QUERY_SCHEMA, ...paramsSchema('id') } }, async (request, reply) => {
    const raw = request.params.id
    const order = /^\d{1,15}$/.test(raw) ? orders.get(request.session?.id ?? null, Number(raw)) : null
    if (!order) return reply.code(404).send({ detail: M.notFound })
    return order
  })
}
