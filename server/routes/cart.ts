import type { FastifyInstance } from 'fastify'
import { csrfToken } from '../http/csrf'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'

/** The cart API of spec §7. */
export function registerCartRoutes(app: FastifyInstance, { cart, sessions }: Services): void {
  app.get('/api/cart/', async (request, reply) => {
    // The islands' first call: it hands out the CSRF cookie their writes will need.
    csrfToken(request, reply)
    return cart.cartOf(request.session?.id ?? null, requestOrigin(request))
  })

  app.post('/api/cart/items/', async (request, reply) => {
    const validated = cart.validateAdd(request.body)
    if (!validated.ok) return reply.code(400).send(validated.errors)
    // Only a valid write earns a session, so bots posting garbage leave no rows behind.
    const session = sessions.ensure(request, reply)
    const added = cart.add(session.id, validated.value, requestOrigin(request))
    if (!added.ok) return reply.code(400).send(added.errors)
    return reply.code(201).send(added.value)
  })
}
