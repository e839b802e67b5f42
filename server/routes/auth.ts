import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sameOriginPath } from '../../shared/api/redirect'
import type { ConfirmSigninCodeResponse, SendSigninCodeResponse } from '../../shared/api/types'
import { normalizePhone } from '../../shared/validation/phone'
import { VALIDATION_MESSAGES as M } from '../../shared/validation/messages'
import { valueToText } from '../../shared/validation/rules'
import { AUTH_MESSAGES } from '../auth/messages'
import { bodyValues } from '../forms/answers'
import { BODY_SCHEMA, QUERY_SCHEMA, type WithQuery } from '../http/request-schemas'
import { readOutbox } from '../auth/sms'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'

const SEND_SIGNIN_CODE_PATH = '/api/customers/send-signin-code/'
const CONFIRM_SIGNIN_CODE_PATH = '/api/customers/confirm-signin-code/'
const LOGOUT_PATH = '/customer/logout/'
const DEV_SMS_OUTBOX_PATH = '/api/dev/sms-outbox/'
const SIGNIN_PATH = '/customer/signin/'
/**
 * Beyond spec §7: the signed-in customer of the session, `{customer: {name, phone_number} | null}`.
 * The pages of this server put it in the greeting's props themselves; a backend that renders its
 * pages elsewhere (the Django demo, integrations/django/demo) asks here with the visitor's cookies.
 */
const CURRENT_CUSTOMER_PATH = '/api/customers/me/'

type SigninState = { phone?: string; codeStep?: boolean; rateLimitedUntil?: string | null; errors?: Record<string, string[]> }

/** One value of a query or form body as text ('' when missing or not a string). */
const field = (values: Readonly<Record<string, unknown>>, name: string): string => {
  const raw = values[name]
  return typeof raw === 'string' ? raw.trim() : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0].trim() : ''
}

/**
 * Phone sign-in of spec §7 (the JSON API and the no-script page /customer/signin/), sign-out,
 * and (outside production) the development SMS outbox.
 */
export function registerAuthRoutes(app: FastifyInstance, { auth, config, db, pages }: Services): void {
  /**
   * Where to go after sign-in: `next` of the form (both steps carry it) or of the address,
   * when it is a page of this site (shared/api/redirect.ts, the islands' check too).
   */
  const nextOf = (request: FastifyRequest): string | null => {
    const origin = requestOrigin(request)
    const body = bodyValues(request.body)
    const query = bodyValues(request.query)
    return sameOriginPath(field(body, 'next'), origin) ?? sameOriginPath(field(query, 'next'), origin)
  }

  const renderSignin = (request: FastifyRequest, reply: FastifyReply, state: SigninState = {}, status = 200) =>
    pages(
      request,
      reply,
      'pages/site/signin.html',
      {
        phone: state.phone ?? '',
        code_step: state.codeStep ?? false,
        rate_limited_until: state.rateLimitedUntil ?? null,
        errors: state.errors ?? {},
        next: nextOf(request) ?? '',
      },
      status,
    )

  app.get(SIGNIN_PATH, { schema: QUERY_SCHEMA }, async (request, reply) => renderSignin(request, reply))

  // No-JS sign-in: step 1 posts phone_number (sends the code), step 2 adds code. Both carry
  // `next`, so the code step returns to the page the visitor came from.
  app.post(SIGNIN_PATH, { schema: BODY_SCHEMA }, async (request, reply) => {
    const values = bodyValues(request.body)
    const phone = field(values, 'phone_number')
    if (field(values, 'step') === 'code') {
      const confirmed = auth.confirmCode({ phone_number: phone, code: field(values, 'code') })
      if (!confirmed.ok) return renderSignin(request, reply, { phone, codeStep: true, errors: confirmed.errors }, 400)
      auth.login(request, reply, confirmed.customerId)
      return reply.redirect(nextOf(request) ?? '/', 303)
    }
    const sent = await auth.sendCode({ phone_number: phone })
    if (sent.ok || sent.status === 429) {
      return renderSignin(request, reply, { phone, codeStep: true, rateLimitedUntil: sent.rateLimitedUntil })
    }
    return renderSignin(request, reply, { phone, errors: sent.errors }, 400)
  })

  app.get(CURRENT_CUSTOMER_PATH, { schema: QUERY_SCHEMA }, async (request) => ({ customer: auth.customerOf(request.session) }))

  app.post(SEND_SIGNIN_CODE_PATH, { schema: BODY_SCHEMA }, async (request, reply) => {
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

  app.post(CONFIRM_SIGNIN_CODE_PATH, { schema: BODY_SCHEMA }, async (request, reply) => {
    const result = auth.confirmCode(request.body)
    if (!result.ok) return reply.code(400).send(result.errors)
    auth.login(request, reply, result.customerId)
    const body: ConfirmSigninCodeResponse = { redirect_to: nextOf(request) ?? '/' }
    return body
  })

  // A plain form POST; the CSRF hook has already checked csrfmiddlewaretoken.
  app.post(LOGOUT_PATH, { schema: BODY_SCHEMA }, async (request, reply) => {
    auth.logout(request)
    return reply.redirect('/', 302)
  })

  if (config.nodeEnv === 'production') return

  app.get<WithQuery>(DEV_SMS_OUTBOX_PATH, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const raw = valueToText(request.query['phone_number'])
    if (raw.trim() === '') return { results: readOutbox(db, null) }
    // A '+' left unescaped in the query arrives as a space; normalizePhone trims it.
    const phone = normalizePhone(raw)
    if (phone === null) return reply.code(400).send({ phone_number: [M.signinPhone] })
    return { results: readOutbox(db, phone) }
  })
}
