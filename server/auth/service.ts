import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Customer } from '../../shared/api/types'
import { VALIDATION_MESSAGES as M } from '../../shared/validation/messages'
import { normalizePhone } from '../../shared/validation/phone'
import { validateForm, valueToText, type FieldErrors, type FormRules } from '../../shared/validation/rules'
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

interface AuthServiceOptions {
  db: Db
  sessions: SessionStore
  sms: SmsGateway
  /** Key of the code HMAC: the app's secret key. */
  secret: string
  config: AuthConfig
  now?: () => number
}

/**
 * Phone sign-in with one-time SMS codes: six random digits, kept only as an HMAC keyed
 * with the app's secret, valid for `codeTtlSeconds`, dead after `maxAttempts` wrong tries,
 * at most one per phone per `resendSeconds`. better-sqlite3 is synchronous, so each
 * check-and-write below runs without interleaving with another request.
 */
export function createAuthService({ db, sessions, sms, secret, config, now = Date.now }: AuthServiceOptions) {
  const codes: SigninCodes = { db, sms, config, now, statements: prepareCodeStatements(db), hashCode: codeHasher(secret) }
  return {
    /** Validates the phone, applies the resend limit, stores the code's hash and sends the SMS. */
    sendCode: (body: unknown): Promise<SendCodeResult> => sendCode(codes, body),
    /** Checks a code; on success the code is spent and the customer found or created. */
    confirmCode: (body: unknown): ConfirmCodeResult => confirmCode(codes, body),
    ...createCustomerSessions(db, sessions),
  }
}

/** What sending and checking codes use: the code statements, the SMS gateway, the limits and the clock. */
interface SigninCodes {
  db: Db
  sms: SmsGateway
  config: AuthConfig
  now: () => number
  statements: ReturnType<typeof prepareCodeStatements>
  hashCode: (phone: string, code: string) => string
}

function prepareCodeStatements(db: Db) {
  return {
    selectCode: db.prepare('SELECT * FROM signin_codes WHERE phone_number = ?'),
    upsertCode: db.prepare(`
    INSERT INTO signin_codes (phone_number, code_hash, expires, attempts, resend_after)
    VALUES (@phone_number, @code_hash, @expires, 0, @resend_after)
    ON CONFLICT (phone_number) DO UPDATE SET
      code_hash = excluded.code_hash, expires = excluded.expires,
      attempts = 0, resend_after = excluded.resend_after`),
    restoreCode: db.prepare(`
    UPDATE signin_codes SET code_hash = @code_hash, expires = @expires, attempts = @attempts,
      resend_after = @resend_after WHERE phone_number = @phone_number`),
    deleteCode: db.prepare('DELETE FROM signin_codes WHERE phone_number = ?'),
    purgeCodes: db.prepare('DELETE FROM signin_codes WHERE expires <= ? AND resend_after <= ?'),
    countAttempt: db.prepare('UPDATE signin_codes SET attempts = attempts + 1 WHERE phone_number = ? RETURNING attempts'),
    killCode: db.prepare('UPDATE signin_codes SET code_hash = NULL WHERE phone_number = ?'),
    findCustomer: db.prepare('SELECT id FROM customers WHERE phone_number = ?'),
    insertCustomer: db.prepare('INSERT INTO customers (phone_number, created) VALUES (?, ?)'),
  }
}

function codeHasher(secret: string) {
  return (phone: string, code: string): string => createHmac('sha256', secret).update(`signin-code:${phone}:${code}`).digest('hex')
}

function sameHash(stored: string, supplied: string): boolean {
  const a = Buffer.from(stored, 'hex')
  const b = Buffer.from(supplied, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The body's values and its phone, normalized; or the form's errors. */
function phoneOf(body: unknown, form: FormRules): { phone: string; values: Readonly<Record<string, unknown>> } | { errors: FieldErrors } {
  const values = bodyValues(body)
  const errors = validateForm(form, values)
  const phone = normalizePhone(valueToText(values['phone_number']))
  // The form rules and normalizePhone agree; should they ever not, the phone is still refused.
  if (Object.keys(errors).length > 0 || phone === null) {
    return { errors: Object.keys(errors).length > 0 ? errors : { phone_number: [M.signinPhone] } }
  }
  return { phone, values }
}

async function sendCode(codes: SigninCodes, body: unknown): Promise<SendCodeResult> {
  const checked = phoneOf(body, signinSendForm)
  if ('errors' in checked) return { ok: false, status: 400, errors: checked.errors }
  const { phone } = checked
  const { statements, config } = codes
  const at = codes.now()
  const previous = statements.selectCode.get(phone) as CodeRow | undefined
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
  codes.db.transaction(() => {
    statements.purgeCodes.run(at, at)
    statements.upsertCode.run({
      phone_number: phone,
      code_hash: codes.hashCode(phone, code),
      expires: at + config.codeTtlSeconds * 1000,
      resend_after: resendAfter,
    })
  })()
  try {
    await codes.sms.send(phone, AUTH_MESSAGES.smsText(code))
  } catch (error) {
    // Nothing was sent: give back the previous state, so the visitor may retry at once.
    if (previous) statements.restoreCode.run(previous)
    else statements.deleteCode.run(phone)
    throw error
  }
  return { ok: true, rateLimitedUntil: new Date(resendAfter).toISOString() }
}

function confirmCode(codes: SigninCodes, body: unknown): ConfirmCodeResult {
  const checked = phoneOf(body, signinConfirmForm)
  if ('errors' in checked) return { ok: false, errors: checked.errors }
  const { phone, values } = checked
  const at = codes.now()
  const refusal = codeRefusal(codes, phone, valueToText(values['code']).trim(), at)
  if (refusal) return { ok: false, errors: { code: [refusal] } }
  const { statements } = codes
  const customerId = codes.db.transaction(() => {
    statements.killCode.run(phone) // single use; the row stays for the resend limit
    const existing = statements.findCustomer.get(phone) as { id: number } | undefined
    return existing ? existing.id : Number(statements.insertCustomer.run(phone, at).lastInsertRowid)
  })()
  return { ok: true, customerId }
}

/** Why the code is refused (none asked, spent, expired, wrong, or wrong once too often: then it dies); null when it is right. */
function codeRefusal({ statements, config, hashCode }: SigninCodes, phone: string, code: string, at: number): string | null {
  const row = statements.selectCode.get(phone) as CodeRow | undefined
  if (!row || row.code_hash === null) {
    const dead = row !== undefined && row.attempts >= config.maxAttempts
    return dead ? AUTH_MESSAGES.deadCode : AUTH_MESSAGES.wrongCode
  }
  if (row.expires <= at) return AUTH_MESSAGES.wrongCode
  if (sameHash(row.code_hash, hashCode(phone, code))) return null
  const counted = statements.countAttempt.get(phone) as { attempts: number } | undefined
  if ((counted?.attempts ?? config.maxAttempts) >= config.maxAttempts) {
    statements.killCode.run(phone)
    return AUTH_MESSAGES.deadCode
  }
  return AUTH_MESSAGES.wrongCode
}

/** The signed-in customer of a session: signing in and out, and who it is. */
function createCustomerSessions(db: Db, sessions: SessionStore) {
  const customerRow = db.prepare('SELECT name, phone_number FROM customers WHERE id = ?')
  const moveCart = db.prepare('UPDATE carts SET session_id = ? WHERE session_id = ?')
  const deleteSession = db.prepare('DELETE FROM sessions WHERE id = ?')

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

  return { login, logout, customerOf }
}
