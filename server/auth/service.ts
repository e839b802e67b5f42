import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Customer } from '../../shared/api/types'
import { VALIDATION_MESSAGES as M } from '../../shared/validation/messages'
import { normalizePhone } from '../../shared/validation/phone'
import { validateForm, valueToText, type FieldErrors } from '../../shared/validation/rules'
import { signinConfirmForm, signinSendForm } from '../../shared/validation/forms'
import type { Db } from '../db/open'
import { bodyValues } from '../forms/answers'
import type { Session, SessionStore } from '../http/sessions'
import type { AuthConfig } from './config'
import { AUTH_MESSAGES } from './messages'
import type { SmsGateway } from './sms'

/** The session key that holds the signed-in customer's id (Django keeps `_auth_user_id`). */
const SESSION_CUSTOMER_KEY = 'customer_id'
const CODE_LENGTH = 6

type SendCodeResult =
  | { ok: true; rateLimitedUntil: string }
  | { ok: false; status: 400; errors: FieldErrors }
  | { ok: false; status: 429; rateLimitedUntil: string; retryAfterSeconds: number }

type ConfirmCodeResult = { ok: true; customerId: number } | { ok: false; errors: FieldErrors }

export type AuthService = ReturnType<typeof createAuthService>

interface CodeRow {
  phone_number: string
  code_hash: string | null
  expires: number
  attempts: number
  resend_after: number
}

/**
 * Phone sign-in with one-time SMS codes: six random digits, kept only as an HMAC keyed
 * with the app's secret, valid for `codeTtlSeconds`, dead after `maxAttempts` wrong tries,
 * at most one per phone per `resendSeconds`. better-sqlite3 is synchronous, so each
 * check-and-write below runs without interleaving with another request.
 */
export function createAuthService({
  db,
  sessions,
  sms,
  secret,
  config,
  now = Date.now,
}: {
  db: Db
  sessions: SessionStore
  sms: SmsGateway
  /** Key of the code HMAC: the app's secret key. */
  secret: string
  config: AuthConfig
  now?: () => number
}) {
  const selectCode = db.prepare('SELECT * FROM signin_codes WHERE phone_number = ?')
  const upsertCode = db.prepare(`
    INSERT INTO signin_codes (phone_number, code_hash, expires, attempts, resend_after)
    VALUES (@phone_number, @code_hash, @expires, 0, @resend_after)
    ON CONFLICT (phone_number) DO UPDATE SET
      code_hash = excluded.code_hash, expires = excluded.expires,
      attempts = 0, resend_after = excluded.resend_after`)
  const restoreCode = db.prepare(`
    UPDATE signin_codes SET code_hash = @code_hash, expires = @expires, attempts = @attempts,
      resend_after = @resend_after WHERE phone_number = @phone_number`)
  const deleteCode = db.prepare('DELETE FROM signin_codes WHERE phone_number = ?')
  const purgeCodes = db.prepare('DELETE FROM signin_codes WHERE expires <= ? AND resend_after <= ?')
  const countAttempt = db.prepare('UPDATE signin_codes SET attempts = attempts + 1 WHERE phone_number = ? RETURNING attempts')
  const killCode = db.prepare('UPDATE signin_codes SET code_hash = NULL WHERE phone_number = ?')
  const findCustomer = db.prepare('SELECT id FROM customers WHERE phone_number = ?')
  const insertCustomer = db.prepare('INSERT INTO customers (phone_number, created) VALUES (?, ?)')
  const customerRow = db.prepare('SELECT name, phone_number FROM customers WHERE id = ?')
  const moveCart = db.prepare('UPDATE carts SET session_id = ? WHERE session_id = ?')
  const deleteSession = db.prepare('DELETE FROM sessions WHERE id = ?')

  const hashCode = (phone: string, code: string): string => createHmac('sha256', secret).update(`signin-code:${phone}:${code}`).digest('hex')

  function sameHash(stored: string, supplied: string): boolean {
    const a = Buffer.from(stored, 'hex')
    const b = Buffer.from(supplied, 'hex')
    return a.length === b.length && timingSafeEqual(a, b)
  }

  // The form rules and normalizePhone agree; should they ever not, the phone is still refused.
  const orPhone = (errors: FieldErrors): FieldErrors => (Object.keys(errors).length > 0 ? errors : { phone_number: [M.signinPhone] })

  /** Validates the phone, applies the resend limit, stores the code's hash and sends the SMS. */
  async function sendCode(body: unknown): Promise<SendCodeResult> {
    const values = bodyValues(body)
    const errors = validateForm(signinSendForm, values)
    const phone = normalizePhone(valueToText(values['phone_number']))
    if (Object.keys(errors).length > 0 || phone === null) return { ok: false, status: 400, errors: orPhone(errors) }

    const at = now()
    const previous = selectCode.get(phone) as CodeRow | undefined
    if (previous && previous.resend_after > at) {
      return {
        ok: false,
        status: 429,
        rateLimitedUntil: new Date(previous.resend_after).toISOString(),
        retryAfterSeconds: Math.ceil((previous.resend_after - at) / 1000),
      }
    }

    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
    const resendAfter = at + config.resendSeconds * 1000
    // Reserve before the (asynchronous) send, so a parallel request meets the limit.
    db.transaction(() => {
      purgeCodes.run(at, at)
      upsertCode.run({
        phone_number: phone,
        code_hash: hashCode(phone, code),
        expires: at + config.codeTtlSeconds * 1000,
        resend_after: resendAfter,
      })
    })()
    try {
      await sms.send(phone, AUTH_MESSAGES.smsText(code))
    } catch (error) {
      // Nothing was sent: give back the previous state, so the visitor may retry at once.
      if (previous) restoreCode.run(previous)
      else deleteCode.run(phone)
      throw error
    }
    return { ok: true, rateLimitedUntil: new Date(resendAfter).toISOString() }
  }

  /** Checks a code; on success the code is spent and the customer found or created. */
  function confirmCode(body: unknown): ConfirmCodeResult {
    const values = bodyValues(body)
    const errors = validateForm(signinConfirmForm, values)
    const phone = normalizePhone(valueToText(values['phone_number']))
    if (Object.keys(errors).length > 0 || phone === null) return { ok: false, errors: orPhone(errors) }
    const code = valueToText(values['code']).trim()

    const at = now()
    const row = selectCode.get(phone) as CodeRow | undefined
    if (!row || row.code_hash === null) {
      const dead = row !== undefined && row.attempts >= config.maxAttempts
      return { ok: false, errors: { code: [dead ? AUTH_MESSAGES.deadCode : AUTH_MESSAGES.wrongCode] } }
    }
    if (row.expires <= at) return { ok: false, errors: { code: [AUTH_MESSAGES.wrongCode] } }

    if (!sameHash(row.code_hash, hashCode(phone, code))) {
      const counted = countAttempt.get(phone) as { attempts: number } | undefined
      if ((counted?.attempts ?? config.maxAttempts) >= config.maxAttempts) {
        killCode.run(phone)
        return { ok: false, errors: { code: [AUTH_MESSAGES.deadCode] } }
      }
      return { ok: false, errors: { code: [AUTH_MESSAGES.wrongCode] } }
    }

    const customerId = db.transaction(() => {
      killCode.run(phone) // single use; the row stays for the resend limit
      const existing = findCustomer.get(phone) as { id: number } | undefined
      return existing ? existing.id : Number(insertCustomer.run(phone, at).lastInsertRowid)
    })()
    return { ok: true, customerId }
  }

  /**
   * Signs the customer in. Like Django's login(), the session gets a new id (a session id
   * planted before sign-in is worthless after it); its data and cart move along.
   */
  function login(request: FastifyRequest, reply: FastifyReply, customerId: number): Session {
    const old = request.session
    request.session = null
    const fresh = sessions.ensure(request, reply)
    fresh.data = { ...(old?.data ?? {}), [SESSION_CUSTOMER_KEY]: customerId }
    db.transaction(() => {
      sessions.save(fresh)
      if (old) {
        moveCart.run(fresh.id, old.id)
        deleteSession.run(old.id)
      }
    })()
    return fresh
  }

  /** Signs the customer out; the rest of the session (the cart) stays. */
  function logout(request: FastifyRequest): void {
    const session = request.session
    if (!session || !(SESSION_CUSTOMER_KEY in session.data)) return
    delete session.data[SESSION_CUSTOMER_KEY]
    sessions.save(session)
  }

  /** The signed-in customer of a session, as templates show it; null when anonymous. */
  function customerOf(session: Session | null): Customer | null {
    const id = session?.data[SESSION_CUSTOMER_KEY]
    if (typeof id !== 'number') return null
    const row = customerRow.get(id) as Customer | undefined
    return row ? { name: row.name, phone_number: row.phone_number } : null
  }

  return { sendCode, confirmCode, login, logout, customerOf }
}
