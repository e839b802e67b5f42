import type { FastifyInstance } from 'fastify'
import type { ConfirmSigninCodeResponse, SendSigninCodeResponse } from '../../shared/api/types'
import { normalizePhone } from '../../shared/validation/phone'
import { messages } from '../../shared/validation/messages'
import { valueToText } from '../../shared/validation/rules'
import { AUTH_MESSAGES, safeNext } from '../auth/service'
import { readOutbox } from '../auth/sms'
import type { Services } from '../services'

export const SEND_SIGNIN_CODE_PATH = '/api/customers/send-signin-code/'
export const CONFIRM_SIGNIN_CODE_PATH = '/api/customers/confirm-signin-code/'
export const LOGOUT_PATH = '/customer/logout/'
export const DEV_SMS_OUTBOX_PATH = '/api/dev/sms-outbox/'

/** Phone sign-in of spec §7, sign-out, and (outside production) the development SMS outbox. */
export function registerAuthRoutes(app: FastifyInstance, { auth, config, db }: Services): void {
  app.post(SEND_SIGNIN_CODE_PATH, async (request, reply) => {
    const result = await auth.sendCode(request.body)
    if (result.ok) {
      const body: SendSigninCodeResponse = { rate_limited_until: result.rateLimitedUntil }
      return body
    }
    if (result.status === 400) return reply.code(400).send(result.errors)
    return reply
      .code(429)
      .header('retry-after', String(result.retryAfterSeconds))
      .send({ rate_limited_until: result.rateLimitedUntil, detail: AUTH_MESSAGES.rateLimited })
  })

  app.post(CONFIRM_SIGNIN_CODE_PATH, async (request, reply) => {
    const result = auth.confirmCode(request.body)
    if (!result.ok) return reply.code(400).send(result.errors)
    auth.login(request, reply, result.customerId)
    const query = request.query as Record<string, unknown>
    const bodyNext = (request.body as Record<string, unknown> | null)?.['next']
    const body: ConfirmSigninCodeResponse = {
      redirect_to: safeNext(bodyNext) ?? safeNext(query['next']) ?? '/',
    }
    return body
  })

  // A plain form POST; the CSRF hook has already checked csrfmiddlewaretoken.
  app.post(LOGOUT_PATH, async (request, reply) => {
    auth.logout(request)
    return reply.redirect('/', 302)
  })

  if (config.nodeEnv === 'production') return

  app.get(DEV_SMS_OUTBOX_PATH, async (request, reply) => {
    const raw = valueToText((request.query as Record<string, unknown>)['phone_number'])
    if (raw.trim() === '') return { results: readOutbox(db, null) }
    // A '+' left unescaped in the query arrives as a space; normalizePhone trims it.
    const phone = normalizePhone(raw)
    if (phone === null) return reply.code(400).send({ phone_number: [messages.signinPhone] })
    return { results: readOutbox(db, phone) }
  })
}
