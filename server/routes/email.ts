import type { FastifyInstance } from 'fastify'
import { suggestEmails } from '../email/suggest'

/** The e-mail suggestion service (spec §7); pages find its URL in site-config. */
export const EMAIL_SUGGESTIONS_URL = '/api/email-suggestions/'

export function registerEmailRoutes(app: FastifyInstance): void {
  // POST, as the storefront calls it with the CSRF header.
  app.post(EMAIL_SUGGESTIONS_URL, async (request, reply) => {
    const email = (request.body as { email?: unknown } | null)?.email
    if (typeof email !== 'string') return reply.code(400).send({ email: ['Пожалуйста, заполните это поле'] })
    return { suggestions: suggestEmails(email) }
  })
}
