import type { FastifyInstance } from 'fastify'
import { isPlainObject } from '../cart/body-fields'
import { CART_MESSAGES } from '../cart/messages'
import { parseExpand } from '../cart/read'
import { csrfToken } from '../http/csrf'
import { BODY_SCHEMA, paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'
import { SERVER_MESSAGES as M } from '../messages'

/** The promocode link (spec §1, §8): GET applies the code, then redirects with the outcome. */
const PROMOCODE_LINK_PREFIX = '/promocode/'
const PROMOCODE_STATUS_PARAM = 'promocode_status'

/** Item ids in paths: positive integers only, anything else is a 404. */
function itemId(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}

const ITEM_SCHEMA = { ...BODY_SCHEMA, ...paramsSchema('id') }

/** The cart API of spec §7, plus the promocode link. */
export function registerCartRoutes(app: FastifyInstance, { cart, sessions }: Services): void {
  app.get<WithQuery>('/api/cart/', { schema: QUERY_SCHEMA }, async (request, reply) => {
    // The islands' first call: it hands out the CSRF cookie their writes will need.
    csrfToken(request, reply)
    const expand = parseExpand(request.query.expand)
    return cart.cartOf(request.session?.id ?? null, requestOrigin(request), expand)
  })

  app.delete('/api/cart/', { schema: BODY_SCHEMA }, async (request, reply) => {
    cart.clear(request.session?.id ?? null)
    return reply.code(204).send()
  })

  app.post('/api/cart/items/', { schema: BODY_SCHEMA }, async (request, reply) => {
    const validated = cart.validateAdd(request.body)
    if (!validated.ok) return reply.code(400).send(validated.errors)
    // Only a valid write earns a session, so bots posting garbage leave no rows behind.
    const session = sessions.ensure(request, reply)
    const added = cart.add(session.id, validated.value, requestOrigin(request))
    if (!added.ok) return reply.code(400).send(added.errors)
    return reply.code(201).send(added.value)
  })

  app.put<WithParams<'id'>>('/api/cart/items/:id/', { schema: ITEM_SCHEMA }, async (request, reply) => {
    const id = itemId(request.params.id)
    if (id === null) return reply.code(404).send({ detail: M.notFound })
    const result = cart.update(request.session?.id ?? null, id, request.body, requestOrigin(request))
    if (result.status === 404) return reply.code(404).send({ detail: M.notFound })
    return reply.code(result.status).send(result.body)
  })

  app.delete<WithParams<'id'>>('/api/cart/items/:id/', { schema: ITEM_SCHEMA }, async (request, reply) => {
    const id = itemId(request.params.id)
    if (id === null || !cart.removeItem(request.session?.id ?? null, id)) {
      return reply.code(404).send({ detail: M.notFound })
    }
    return reply.code(204).send()
  })

  // 200 with the applied promocode {code, discount, currency}; 400 {code: [...]} otherwise.
  app.put('/api/cart/promocode/', { schema: BODY_SCHEMA }, async (request, reply) => {
    const body = request.body
    const code = isPlainObject(body) && typeof body.code === 'string' ? body.code.trim() : ''
    if (code === '') return reply.code(400).send({ code: [CART_MESSAGES.required] })
    if (!cart.promocodeUsable(code)) {
      return reply.code(400).send({ code: [CART_MESSAGES.promocodeInvalid] })
    }
    const session = sessions.ensure(request, reply)
    const applied = cart.applyPromocode(session.id, code, requestOrigin(request))
    if (!applied.ok) return reply.code(400).send(applied.errors)
    return applied.value
  })

  app.delete('/api/cart/promocode/', { schema: BODY_SCHEMA }, async (request, reply) => {
    cart.removePromocode(request.session?.id ?? null)
    return reply.code(204).send()
  })

  // GET /promocode/{code}/: applies the code and redirects home with promocode_status
  // 'ok' or 'invalid', which the islands turn into the toasts of spec §8.
  app.get<WithParams<'code'>>(
    `${PROMOCODE_LINK_PREFIX}:code/`,
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('code') } },
    async (request, reply) => {
      const code = request.params.code.trim()
      let status = 'invalid'
      if (code !== '' && cart.promocodeUsable(code)) {
        const session = sessions.ensure(request, reply)
        if (cart.applyPromocode(session.id, code, requestOrigin(request)).ok) status = 'ok'
      }
      return reply.redirect(`/?${PROMOCODE_STATUS_PARAM}=${status}`, 302)
    },
  )
}
