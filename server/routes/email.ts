import type { FastifyInstance } from 'fastify'
import { bodyValues } from '../forms/answers'
import { BODY_SCHEMA } from '../http/request-schemas'
import { suggestEmails } from '../email/suggest'
import { SERVER_MESSAGES as M } from '../messages'

/** The e-mail suggestion service (spec §7); pages find its URL in site-config. */
export const EMAIL_SUGGESTIONS_URL = '/api/email-suggestions/'

export function registerEmailRoutes(app: FastifyInstance): void {
  // POST, as the storefront calls it with the CSRF header.
  app.post(EMAIL_SUGGESTIONS_URL, { schema: BODY_SCHEMA }, async (request, reply) => {
    const { email } = bodyValues(request.body)
    if (typeof email !== 'string') return reply.code(400).send({ email: [M.fillThisField] })
    return { suggestions: suggestEmails(email) }
  })
}
