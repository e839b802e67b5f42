// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAuthConfig } from '../../server/auth/config'
import { AUTH_MESSAGES } from '../../server/auth/messages'
import { createAuthService } from '../../server/auth/service'
import { open, type Db } from '../../server/db/open'
import { createSessionStore } from '../../server/http/sessions'
import type { Cart } from '../../shared/api/types'
import { CookieJar, makeSandbox, postJson, type RunningServer, serveForTests, startServer } from './helpers'

const SEND = '/api/customers/send-signin-code/'
const CONFIRM = '/api/customers/confirm-signin-code/'
const OUTBOX = '/api/dev/sms-outbox/'
const ME = '/api/customers/me/'

interface OutboxBody {
  results: { phone_number: string; text: string; created: string }[]
}

const server = serveForTests()

/** A fresh visitor who has loaded the cart once, so it holds the csrftoken cookie. */
async function visitor(): Promise<CookieJar> {
  const jar = new CookieJar()
  await jar.fetch(`${server.url}/api/cart/`)
  return jar
}

async function outbox(phone: string): Promise<OutboxBody> {
  const response = await fetch(`${server.url}${OUTBOX}?phone_number=${encodeURIComponent(phone)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as OutboxBody
}

/** The code of the newest SMS sent to a phone. */
async function lastCode(phone: string): Promise<string> {
  const [latest] = (await outbox(phone)).results
  const code = /^Код для входа: (\d{6})$/.exec(latest?.text ?? '')?.[1]
  if (!code) throw new Error(`no code in the outbox for ${phone}`)
  return code
}

/** Any six digits other than the given code. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** The props of the customer-greeting island on a rendered page. */
function greetingProps(html: string): unknown {
  const match = /data-island="customer-greeting"[^>]*>\s*<script type="application\/json" data-props>(.*?)<\/script>/s.exec(html)
  return JSON.parse(match?.[1] ?? 'undefined')
}

describe('POST /api/customers/send-signin-code/', () => {
  it('sends a six-digit code by (development) SMS and says when the next one may be sent', async () => {
    const jar = await visitor()
    const before = Date.now()
    const response = await postJson(jar, `${server.url}${SEND}`, { phone_number: '+7 (912) 000-00-01' })

    expect(response.status).toBe(200)
    const body = (await response.json()) as { rate_limited_until: string }
    const until = Date.parse(body.rate_limited_until)
    expect(body.rate_limited_until).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(until).toBeGreaterThanOrEqual(before + 59_000)
    expect(until).toBeLessThanOrEqual(Date.now() + 61_000)

    const { results } = await outbox('+79120000001')
    expect(results).toHaveLength(1)
    expect(results[0]).toMatchObject({ phone_number: '+79120000001' })
    expect(results[0]?.text).toMatch(/^Код для входа: \d{6}$/)
  })

  it('answers 429 with rate_limited_until for a second code within the interval, whatever the spelling', async () => {
    const jar = await visitor()
    await postJson(jar, `${server.url}${SEND}`, { phone_number: '+7 (912) 000-00-02' })
    const again = await postJson(jar, `${server.url}${SEND}`, { phone_number: '89120000002' })

    expect(again.status).toBe(429)
    const body = (await again.json()) as { rate_limited_until: string; detail: string }
    expect(Date.parse(body.rate_limited_until)).toBeGreaterThan(Date.now())
    expect(body.detail).toBe(AUTH_MESSAGES.rateLimited)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await outbox('+79120000002')).results).toHaveLength(1)
  })

  it('answers 400 with DRF field errors for a bad or missing phone', async () => {
    const jar = await visitor()
    const bad = await postJson(jar, `${server.url}${SEND}`, { phone_number: '+7 (912) 345' })
    const missing = await postJson(jar, `${server.url}${SEND}`, {})

    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ phone_number: ['Неверный формат номера телефона.'] })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ phone_number: ['Пожалуйста, заполните это поле'] })
  })

  it('refuses a call without the CSRF header with 403', async () => {
    const jar = await visitor()
    const response = await jar.fetch(`${server.url}${SEND}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: '+79120000003' }),
    })

    expect(response.status).toBe(403)
    expect((await outbox('+79120000003')).results).toHaveLength(0)
  })

  it('keeps only a keyed hash of the code, never its digits', async () => {
    const jar = await visitor()
    await postJson(jar, `${server.url}${SEND}`, { phone_number: '+79120000004' })
    const code = await lastCode('+79120000004')

    const db = open(server.sandbox.dbPath)
    try {
      const rows = db.prepare('SELECT * FROM signin_codes').all()
      const dump = JSON.stringify(rows)
      expect(dump).toContain('+79120000004')
      expect(dump).not.toContain(code)
      const row = db.prepare('SELECT code_hash FROM signin_codes WHERE phone_number = ?').get('+79120000004') as {
        code_hash: string
      }
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      db.close()
    }
  })
})

describe('POST /api/customers/confirm-signin-code/', () => {
  it('answers 400 for a wrong code, a phone without a code, and missing fields', async () => {
    const jar = await visitor()
    await postJson(jar, `${server.url}${SEND}`, { phone_number: '+79120000005' })
    const code = await lastCode('+79120000005')

    const wrong = await postJson(jar, `${server.url}${CONFIRM}`, { phone_number: '+79120000005', code: otherCode(code) })
    const noCode = await postJson(jar, `${server.url}${CONFIRM}`, { phone_number: '+79120000099', code: '123456' })
    const missing = await postJson(jar, `${server.url}${CONFIRM}`, { phone_number: '12' })

    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ code: ['Неверный код.'] })
    expect(noCode.status).toBe(400)
    expect(await noCode.json()).toEqual({ code: ['Неверный код.'] })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      phone_number: ['Неверный формат номера телефона.'],
      code: ['Пожалуйста, заполните это поле'],
    })
  })

  it('kills a code after 5 wrong attempts: even the right code is refused then', async () => {
    const jar = await visitor()
    const phone_number = '+79120000006'
    await postJson(jar, `${server.url}${SEND}`, { phone_number })
    const code = await lastCode(phone_number)

    const answers: unknown[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await postJson(jar, `${server.url}${CONFIRM}`, { phone_number, code: otherCode(code) })
      expect(response.status).toBe(400)
      answers.push(await response.json())
    }
    const right = await postJson(jar, `${server.url}${CONFIRM}`, { phone_number, code })

    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ code: ['Неверный код.'] }))
    expect(answers[4]).toEqual({ code: [AUTH_MESSAGES.deadCode] })
    expect(right.status).toBe(400)
    expect(await right.json()).toEqual({ code: [AUTH_MESSAGES.deadCode] })
    expect(jar.get('sessionid')).toBeUndefined()
  })

  it('signs in with the code from the SMS, shows the customer on pages, and logout clears it', async () => {
    const jar = await visitor()
    const phone_number = '+79120000007'
    // A cart made before sign-in stays with the visitor.
    expect((await postJson(jar, `${server.url}/api/cart/items/`, { tariff: 2 })).status).toBe(201)
    const anonymousSession = jar.get('sessionid')
    await postJson(jar, `${server.url}${SEND}`, { phone_number: '8 (912) 000-00-07' })
    const code = await lastCode(phone_number)

    const response = await postJson(jar, `${server.url}${CONFIRM}`, { phone_number: '+7 (912) 000-00-07', code })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ redirect_to: '/' })
    expect(jar.get('sessionid')).toBeDefined()
    expect(jar.get('sessionid')).not.toBe(anonymousSession) // a new session id on sign-in
    const home = await jar.fetch(`${server.url}/`)
    expect(greetingProps(await home.text())).toEqual({ customer: { name: '', phone_number } })
    expect(await (await jar.fetch(`${server.url}${ME}`)).json()).toEqual({ customer: { name: '', phone_number } })
    const cart = (await (await jar.fetch(`${server.url}/api/cart/`)).json()) as Cart
    expect(cart.items).toHaveLength(1)

    // The code is spent.
    const reuse = await postJson(jar, `${server.url}${CONFIRM}`, { phone_number, code })
    expect(reuse.status).toBe(400)

    const logout = await jar.fetch(`${server.url}/customer/logout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfmiddlewaretoken: jar.get('csrftoken') ?? '' }).toString(),
    })
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe('/')
    const after = await jar.fetch(`${server.url}/`)
    expect(greetingProps(await after.text())).toEqual({ customer: null })
    expect(await (await jar.fetch(`${server.url}${ME}`)).json()).toEqual({ customer: null })
    const cartAfter = (await (await jar.fetch(`${server.url}/api/cart/`)).json()) as Cart
    expect(cartAfter.items).toHaveLength(1)
  })

  it('finds the same customer on a second sign-in and follows a safe `next` only', async () => {
    const phone_number = '+79120000008'
    const db = open(server.sandbox.dbPath)
    try {
      db.prepare("INSERT INTO customers (phone_number, name, created) VALUES (?, 'Анна', 0)").run(phone_number)
    } finally {
      db.close()
    }
    const jar = await visitor()
    await postJson(jar, `${server.url}${SEND}`, { phone_number })
    const code = await lastCode(phone_number)

    const response = await postJson(jar, `${server.url}${CONFIRM}?next=//evil.example/`, {
      phone_number,
      code,
      next: '/order/?step=2',
    })

    expect(await response.json()).toEqual({ redirect_to: '/order/?step=2' })
    const home = await jar.fetch(`${server.url}/`)
    expect(greetingProps(await home.text())).toEqual({ customer: { name: 'Анна', phone_number } })
  })

  it('refuses a logout without the CSRF field', async () => {
    const jar = await visitor()
    const response = await jar.fetch(`${server.url}/customer/logout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(response.status).toBe(403)
  })
})

describe('sign-in codes over time (fake clock)', () => {
  let db: Db
  let clock: number
  const sent: { phone: string; text: string }[] = []
  let auth: ReturnType<typeof createAuthService>

  beforeAll(() => {
    db = open(':memory:')
    clock = Date.parse('2026-01-01T00:00:00Z')
    auth = createAuthService({
      db,
      sessions: createSessionStore(db, () => clock),
      sms: { send: async (phone, text) => void sent.push({ phone, text }) },
      secret: 'test-secret',
      config: loadAuthConfig({}),
      now: () => clock,
    })
  })
  afterAll(() => db.close())

  const codeOf = () => (sent.at(-1)?.text ?? '').slice(-6)

  it('allows a new code after the resend interval, and the new one replaces the old', async () => {
    const first = await auth.sendCode({ phone_number: '9120000010' })
    expect(first).toEqual({ ok: true, rateLimitedUntil: '2026-01-01T00:01:00.000Z' })
    const oldCode = codeOf()
    clock += 59_999
    expect(await auth.sendCode({ phone_number: '9120000010' })).toMatchObject({ ok: false, status: 429 })
    clock += 1
    expect(await auth.sendCode({ phone_number: '9120000010' })).toMatchObject({ ok: true })
    if (codeOf() !== oldCode) {
      expect(auth.confirmCode({ phone_number: '9120000010', code: oldCode })).toEqual({
        ok: false,
        errors: { code: ['Неверный код.'] },
      })
    }
    expect(auth.confirmCode({ phone_number: '9120000010', code: codeOf() })).toMatchObject({ ok: true })
  })

  it('refuses a code after its lifetime (300 s)', async () => {
    await auth.sendCode({ phone_number: '9120000011' })
    clock += 300_000
    expect(auth.confirmCode({ phone_number: '9120000011', code: codeOf() })).toEqual({
      ok: false,
      errors: { code: ['Неверный код.'] },
    })
  })

  it('frees the resend limit when the gateway fails', async () => {
    const failing = createAuthService({
      db,
      sessions: createSessionStore(db, () => clock),
      sms: {
        send: async () => {
          throw new Error('gateway down')
        },
      },
      secret: 'test-secret',
      config: loadAuthConfig({}),
      now: () => clock,
    })
    await expect(failing.sendCode({ phone_number: '9120000012' })).rejects.toThrow('gateway down')
    expect(await auth.sendCode({ phone_number: '9120000012' })).toMatchObject({ ok: true })
  })

  it('reads the intervals from the environment and rejects typos', () => {
    expect(loadAuthConfig({ SIGNIN_RESEND_SECONDS: '30', SIGNIN_CODE_TTL_SECONDS: '120' })).toMatchObject({
      resendSeconds: 30,
      codeTtlSeconds: 120,
      maxAttempts: 5,
    })
    expect(() => loadAuthConfig({ SIGNIN_RESEND_SECONDS: '1m' })).toThrow(/SIGNIN_RESEND_SECONDS/)
  })
})

describe('NODE_ENV=production', () => {
  const prodSandbox = makeSandbox()
  let prod: RunningServer

  beforeAll(async () => {
    prod = await startServer(prodSandbox, { env: { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(50) } })
  })
  afterAll(async () => {
    await prod.close()
    prodSandbox.remove()
  })

  it('has no SMS outbox route', async () => {
    const response = await fetch(`${prod.url}${OUTBOX}?phone_number=%2B79120000001`)
    expect(response.status).toBe(404)
  })

  it('fails to send a code without a configured gateway, and does not rate-limit the failure', async () => {
    const jar = new CookieJar()
    await jar.fetch(`${prod.url}/api/cart/`)
    const first = await postJson(jar, `${prod.url}${SEND}`, { phone_number: '+79120000001' })
    const second = await postJson(jar, `${prod.url}${SEND}`, { phone_number: '+79120000001' })

    expect(first.status).toBe(500)
    expect(await first.json()).toEqual({ detail: 'Внутренняя ошибка сервера.' })
    expect(second.status).toBe(500)
  })
})
