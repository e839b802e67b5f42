// @vitest-environment node
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from '../../shared/validation'
import { FLASH_FIX_ERRORS, FLASH_THANKS } from '../../server/forms/flash'
import { placementPrice } from '../../server/forms/kinds'
import { installMultipart } from '../../server/forms/multipart'
import { CookieJar, makeSandbox, postJson, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
let server: RunningServer
let jar: CookieJar
let db: Database.Database

const PHONE = '+7 (912) 345-67-89'
const EMAIL = 'ivan@example.ru'
const REQUIRED = M.required

beforeAll(async () => {
  server = await startServer(sandbox)
  db = new Database(sandbox.dbPath, { readonly: true })
  jar = new CookieJar()
  await jar.fetch(`${server.url}/api/cart/`) // hands out the csrftoken cookie
})
afterAll(async () => {
  db.close()
  await server.close()
  sandbox.remove()
})

/** Payloads stored for a form kind, oldest first. */
function stored(kind: string): Record<string, unknown>[] {
  const rows = db.prepare('SELECT payload FROM form_requests WHERE kind = ? ORDER BY id').all(kind) as { payload: string }[]
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>)
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

/** What the generic AJAX forms send: multipart with ajax=1 and the CSRF header. */
function postAjaxForm(path: string, fields: Record<string, string>): Promise<Response> {
  return jar.fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'x-csrftoken': jar.get('csrftoken') ?? '' },
    body: formData({ ...fields, ajax: '1' }),
  })
}

/** A browser without JavaScript: urlencoded fields with csrfmiddlewaretoken. */
function postPlainForm(path: string, fields: Record<string, string>, referer?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (referer !== undefined) headers['referer'] = referer
  return jar.fetch(`${server.url}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ...fields, csrfmiddlewaretoken: jar.get('csrftoken') ?? '' }).toString(),
  })
}

describe('DRF request endpoints (/api/forms/…)', () => {
  const cases = [
    {
      kind: 'callback',
      path: '/api/forms/create-call-back/',
      valid: { name: 'Иван', number: PHONE, consent_to_terms: true },
      invalid: { name: 'Я', number: '+7 (912) 345', consent_to_terms: false },
      errors: { name: [M.name], number: [M.phone], consent_to_terms: [M.consent] },
    },
    {
      kind: 'number-selection',
      path: '/api/forms/create-number-selection-request/',
      valid: { desired_number: '777', contact_person: 'Иван', email: EMAIL, contact_number: PHONE, consent_to_terms: true, comment: 'Вечером' },
      invalid: { desired_number: '', contact_person: 'Иван', email: 'ivan@', contact_number: PHONE, consent_to_terms: true },
      errors: { desired_number: [REQUIRED], email: [M.email] },
    },
    {
      kind: 'tariff-selection',
      path: '/api/forms/create-tariff-selection-request/',
      valid: { minutes: 500, sms: '100', megabytes: '20000', contact_person: 'Иван', email: EMAIL, contact_number: PHONE, consent_to_terms: true },
      invalid: { minutes: '1,5', sms: '', megabytes: '10', contact_person: 'Иван', email: EMAIL, contact_number: '', consent_to_terms: 'on' },
      errors: { minutes: [M.digits], sms: [REQUIRED], contact_number: [REQUIRED] },
    },
  ]

  for (const { kind, path, valid, invalid, errors } of cases) {
    it(`${kind}: stores a valid request and answers 201 {"status": "ok"}`, async () => {
      const response = await postJson(jar, `${server.url}${path}`, valid)

      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ status: 'ok' })
      expect(stored(kind).at(-1)).toMatchObject(pickText(valid))
    })

    it(`${kind}: answers 400 with DRF field errors and stores nothing`, async () => {
      const before = stored(kind).length
      const response = await postJson(jar, `${server.url}${path}`, invalid)

      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(errors)
      expect(stored(kind)).toHaveLength(before)
    })
  }

  it('refuses a post without the CSRF token with 403', async () => {
    const response = await jar.fetch(`${server.url}/api/forms/create-call-back/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Иван', number: PHONE, consent_to_terms: true }),
    })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' })
  })
})

/** JSON numbers and booleans as they are stored: text as text, checkboxes as booleans. */
function pickText(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]))
}

describe('page forms answered as AJAX', () => {
  const cases: {
    kind: string
    path: string
    valid: Record<string, string>
    invalid: Record<string, string>
    errors: Record<string, string[]>
    storedAs?: Record<string, unknown>
  }[] = [
    {
      kind: 'contacts',
      path: '/forms/contacts/',
      valid: { name: 'Иван', email: EMAIL, question: 'Есть ли доставка?', number: PHONE, consent_to_terms: 'on' },
      invalid: { name: '', email: EMAIL, question: 'Вопрос', number: PHONE, consent_to_terms: 'on' },
      errors: { name: [REQUIRED] },
    },
    {
      kind: 'cooperation',
      path: '/forms/cooperation/',
      valid: { name: 'ООО Ромашка', email: EMAIL, text: 'Предлагаем сотрудничество', number: PHONE, consent_to_terms: 'on' },
      invalid: { name: 'ООО Ромашка', email: EMAIL, text: '  ', number: PHONE, consent_to_terms: 'on' },
      errors: { text: [REQUIRED] },
    },
    {
      kind: 'feedback',
      path: '/forms/feedback/',
      valid: { name: 'Иван', email: EMAIL, number: PHONE, consent_to_terms: 'on' },
      invalid: { name: 'Иван', email: EMAIL, number: '8 912 345 67 89', consent_to_terms: 'on' },
      errors: { number: [M.phone] },
    },
    {
      kind: 'review',
      path: '/forms/review/',
      valid: { name: 'Иван', email: EMAIL, text: 'Всё отлично', rate: '5', consent_to_terms: 'on' },
      invalid: { name: 'Иван', email: EMAIL, text: 'Плохо', rate: '6', consent_to_terms: '' },
      errors: { rate: [REQUIRED], consent_to_terms: [M.consent] },
      storedAs: { rate: 5 },
    },
    {
      kind: 'number-order',
      path: '/forms/number-order/',
      valid: { contact_person: 'Иван', contact_number: PHONE, number: '+79123456789', email: EMAIL, consent_to_terms: 'on' },
      invalid: { contact_person: 'И', contact_number: PHONE, number: '', email: EMAIL, consent_to_terms: 'on' },
      errors: { contact_person: [M.name], number: [REQUIRED] },
    },
    {
      kind: 'subscribe',
      path: '/forms/subscribe/',
      valid: { email: EMAIL, consent_to_terms: 'on' },
      invalid: { email: 'ivan@example', consent_to_terms: 'on' },
      errors: { email: [M.email] },
    },
  ]

  for (const { kind, path, valid, invalid, errors, storedAs } of cases) {
    it(`${kind}: stores a valid request and answers {"status": "ok"}`, async () => {
      const response = await postAjaxForm(path, valid)

      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'ok' })
      const payload = stored(kind).at(-1)
      expect(payload).toMatchObject({ ...valid, consent_to_terms: true, ...storedAs })
      expect(payload).not.toHaveProperty('ajax')
      expect(payload).not.toHaveProperty('csrfmiddlewaretoken')
    })

    it(`${kind}: answers 400 {"status": "error", "errors": …}`, async () => {
      const before = stored(kind).length
      const response = await postAjaxForm(path, invalid)

      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ status: 'error', errors })
      expect(stored(kind)).toHaveLength(before)
    })
  }

  it('also answers JSON for X-Requested-With and for Accept: application/json', async () => {
    const fields = { email: EMAIL, consent_to_terms: 'on' }
    const xhr = await jar.fetch(`${server.url}/forms/subscribe/`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrftoken': jar.get('csrftoken') ?? '' },
      body: new URLSearchParams(fields),
    })
    const accept = await jar.fetch(`${server.url}/forms/subscribe/`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
      body: formData(fields),
    })

    expect([xhr.status, await xhr.json()]).toEqual([200, { status: 'ok' }])
    expect([accept.status, await accept.json()]).toEqual([200, { status: 'ok' }])
  })

  it('refuses a multipart post without csrfmiddlewaretoken or header with 403', async () => {
    const response = await jar.fetch(`${server.url}/forms/contacts/`, {
      method: 'POST',
      body: formData({ name: 'Иван', email: EMAIL, question: 'Q', number: PHONE, consent_to_terms: 'on', ajax: '1' }),
    })

    expect(response.status).toBe(403)
  })

  it('accepts the token as the csrfmiddlewaretoken field of a multipart post', async () => {
    const response = await jar.fetch(`${server.url}/forms/subscribe/`, {
      method: 'POST',
      body: formData({ email: EMAIL, consent_to_terms: 'on', ajax: '1', csrfmiddlewaretoken: jar.get('csrftoken') ?? '' }),
    })

    expect(response.status).toBe(200)
  })
})

describe('stock requests (JSON)', () => {
  it('stores a number stock request', async () => {
    const body = {
      client_name: 'Иван',
      client_phone: PHONE,
      client_email: '',
      consent_to_terms: true,
      origin_number: '',
      desired_number: '+7 (912) XXX-XX-67',
    }
    const response = await postJson(jar, `${server.url}/forms/stock-request/number/`, body)

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(stored('stock-request-number').at(-1)).toEqual(body)
  })

  it('answers a number stock request with a plain 400 body of field errors', async () => {
    const response = await postJson(jar, `${server.url}/forms/stock-request/number/`, {
      client_name: 'Иван',
      client_phone: PHONE,
      client_email: 'ivan@',
      consent_to_terms: true,
      desired_number: '912 XXX',
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ client_email: [M.email], desired_number: [M.phone] })
  })

  it('stores a tariff stock request and refuses one without phone and consent', async () => {
    const ok = await postJson(jar, `${server.url}/forms/stock-request/tariff/`, {
      client_name: 'Иван',
      client_phone: PHONE,
      consent_to_terms: true,
      tariff: 7,
    })
    const refused = await postJson(jar, `${server.url}/forms/stock-request/tariff/`, {
      client_name: 'Иван',
      client_phone: '+7 ( ___ ) ___ - __ - __',
      consent_to_terms: false,
      tariff: 7,
    })

    expect(ok.status).toBe(200)
    expect(stored('stock-request-tariff').at(-1)).toMatchObject({ client_name: 'Иван', tariff: '7', consent_to_terms: true })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ client_phone: [REQUIRED], consent_to_terms: [M.consent] })
  })
})

describe('sell number (multipart with items-N-* fields)', () => {
  const seller = { name: 'Иван', email: EMAIL, number: PHONE, consent_to_terms: 'on', additional_info: 'Торг уместен' }
  const item = (index: number, fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([name, value]) => [`items-${index}-${name}`, value]))

  it('stores the seller and both numbers, prices as integers', async () => {
    const response = await postAjaxForm('/forms/sell-number/', {
      ...seller,
      ...item(0, { number: '+7 (912) 000-00-01', price: '15 000', provider: 'mts', subdomain: 'moscow' }),
      ...item(1, { number: '+7 (912) 000-00-02', price: '2500', provider: 'beeline', subdomain: 'spb' }),
    })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', payment_url: expect.stringMatching(/^\/sell-number\/payment\/[^/]+\/$/) })
    expect(stored('sell-number').at(-1)).toEqual({
      name: 'Иван',
      email: EMAIL,
      number: PHONE,
      consent_to_terms: true,
      additional_info: 'Торг уместен',
      placement_period: 'month',
      items: [
        { number: '+7 (912) 000-00-01', price: 15000, provider: 'mts', subdomain: 'moscow' },
        { number: '+7 (912) 000-00-02', price: 2500, provider: 'beeline', subdomain: 'spb' },
      ],
    })
  })

  it('answers paid placement with the bill of the request, for the chosen period; a forged bill address is a 404', async () => {
    const response = await postAjaxForm('/forms/sell-number/', {
      ...seller,
      placement_period: 'year',
      ...item(0, { number: '+7 (912) 000-00-03', price: '50000', provider: 'mts', subdomain: 'moscow' }),
      ...item(1, { number: '+7 (912) 000-00-04', price: '0', provider: 'mts', subdomain: 'moscow' }),
    })
    const { payment_url } = (await response.json()) as { payment_url: string }
    const bill = await fetch(`${server.url}${payment_url}`)
    expect(bill.status).toBe(200)
    const html = await bill.text()
    expect(html).toContain('<h1>Оплата размещения</h1>')
    expect(html).toContain('Размещение на год')
    // placementPrice: 50 000 ₽ → 5 000 ₽ a year, the least price 1 000 ₽ a year.
    expect(html).toContain('К оплате: 6 000 ₽')
    const id = decodeURIComponent(payment_url.split('/')[3]!).split('.')[0]
    expect((await fetch(`${server.url}/sell-number/payment/${id}.forged/`)).status).toBe(404)
    expect((await fetch(`${server.url}/sell-number/payment/${id}/`)).status).toBe(404)
  })

  it('reports a missing and a malformed item field under items-N-*', async () => {
    const before = stored('sell-number').length
    const response = await postAjaxForm('/forms/sell-number/', {
      ...seller,
      ...item(0, { number: '+7 (912) 000-00-01', price: '1,5', provider: 'mts', subdomain: 'moscow' }),
      ...item(1, { number: '+7 (912) 000-00-02', price: '', provider: 'beeline', subdomain: 'spb' }),
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 'error',
      errors: { 'items-0-price': [M.digits], 'items-1-price': [REQUIRED] },
    })
    expect(stored('sell-number')).toHaveLength(before)
  })

  it('treats a request without numbers as one empty item', async () => {
    const response = await postAjaxForm('/forms/sell-number/', seller)

    expect(await response.json()).toEqual({
      status: 'error',
      errors: {
        'items-0-number': [REQUIRED],
        'items-0-price': [REQUIRED],
        'items-0-provider': [REQUIRED],
        'items-0-subdomain': [REQUIRED],
      },
    })
  })

  it('accepts the items as a JSON list too', async () => {
    const response = await postJson(jar, `${server.url}/forms/sell-number/`, {
      ...seller,
      consent_to_terms: true,
      items: [{ number: PHONE, price: 900, provider: 'mts', subdomain: 'moscow' }],
    })

    expect(response.status).toBe(200)
    expect(stored('sell-number').at(-1)).toMatchObject({ items: [{ number: PHONE, price: 900 }] })
  })
})

describe('GET /forms/sell-number/placement-price/', () => {
  it('answers monthly and yearly prices', async () => {
    const response = await fetch(`${server.url}/forms/sell-number/placement-price/?price=50000`)
    const grouped = await fetch(`${server.url}/forms/sell-number/placement-price/?price=${encodeURIComponent('1 500')}`)

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ monthly: 500, yearly: 5000 })
    expect(await grouped.json()).toEqual(placementPrice(1500))
  })

  it('answers 400 for a non-integer or missing price', async () => {
    const decimal = await fetch(`${server.url}/forms/sell-number/placement-price/?price=12.5`)
    const missing = await fetch(`${server.url}/forms/sell-number/placement-price/`)

    expect(decimal.status).toBe(400)
    expect(await decimal.json()).toEqual({ price: [M.digits] })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ price: [REQUIRED] })
  })

  it('follows the documented formula: 1 % a month rounded up, at least 100, a year is 10 months', () => {
    expect(placementPrice(0)).toEqual({ monthly: 100, yearly: 1000 })
    expect(placementPrice(12345)).toEqual({ monthly: 124, yearly: 1240 })
  })
})

describe('plain form posts (no JavaScript)', () => {
  it('redirects 303 to the Referer and shows the thanks flash once on the next page', async () => {
    const before = stored('feedback').length
    const response = await postPlainForm(
      '/forms/feedback/',
      { name: 'Иван', email: EMAIL, number: PHONE, consent_to_terms: 'on' },
      `${server.url}/about/?from=footer`,
    )

    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/about/?from=footer')
    expect(stored('feedback')).toHaveLength(before + 1)

    const page = await (await jar.fetch(`${server.url}/`)).text()
    expect(page).toContain('<div class="alert" role="status">')
    expect(page).toContain(FLASH_THANKS)

    const again = await (await jar.fetch(`${server.url}/`)).text()
    expect(again).not.toContain(FLASH_THANKS)
  })

  it('takes a plain post to a DRF endpoint too: 303 back and the thanks flash', async () => {
    const before = stored('callback').length
    const response = await postPlainForm(
      '/api/forms/create-call-back/',
      { name: 'Иван', number: PHONE, consent_to_terms: 'on' },
      `${server.url}/about/`,
    )

    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/about/')
    expect(stored('callback')).toHaveLength(before + 1)
    expect(await (await jar.fetch(`${server.url}/about/`)).text()).toContain(FLASH_THANKS)
  })

  it('redirects to / for a foreign or missing Referer', async () => {
    const fields = { email: EMAIL, consent_to_terms: 'on' }
    const foreign = await postPlainForm('/forms/subscribe/', fields, 'https://evil.example/page/')
    const missing = await postPlainForm('/forms/subscribe/', fields)
    const slashes = await postPlainForm('/forms/subscribe/', fields, `${server.url}//evil.example/`)

    expect(foreign.headers.get('location')).toBe('/')
    expect(missing.headers.get('location')).toBe('/')
    expect(slashes.headers.get('location')).toBe('/')
    await jar.fetch(`${server.url}/`) // consume the flash
  })

  it('redirects back with the error lead-in and the messages', async () => {
    const response = await postPlainForm(
      '/forms/contacts/',
      { name: '', email: 'ivan@', question: 'Вопрос', number: PHONE, consent_to_terms: 'on' },
      `${server.url}/about/`,
    )

    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/about/')
    const page = await (await jar.fetch(`${server.url}/about/`)).text()
    expect(page).toContain(FLASH_FIX_ERRORS)
    expect(page).toContain(`<li>${REQUIRED}</li>`)
    expect(page).toContain(`<li>${M.email}</li>`)
  })

  it('refuses a plain post without csrfmiddlewaretoken with 403', async () => {
    const response = await jar.fetch(`${server.url}/forms/feedback/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Иван', email: EMAIL, number: PHONE, consent_to_terms: 'on' }).toString(),
    })

    expect(response.status).toBe(403)
  })
})

/** What installMultipart makes of a raw multipart body: the fields a route sees, or the error answer. */
async function parsedBy(body: Buffer, contentType = 'multipart/form-data; boundary=b'): Promise<{ status: number; body: Record<string, unknown> }> {
  const app = Fastify()
  await installMultipart(app)
  app.post('/', async (request) => request.body)
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': contentType },
      payload: body,
    })
    return { status: response.statusCode, body: response.json() }
  } finally {
    await app.close()
  }
}

describe('multipart bodies (installMultipart)', () => {
  it('reads repeated text fields and skips files', async () => {
    const body = Buffer.from(
      [
        '--b',
        'Content-Disposition: form-data; name="a"',
        '',
        'один',
        '--b',
        'Content-Disposition: form-data; name="a"',
        '',
        'два',
        '--b',
        'Content-Disposition: form-data; name="file"; filename="x.txt"',
        'Content-Type: text/plain',
        '',
        'data',
        '--b',
        'Content-Disposition: form-data; name="json"',
        'Content-Type: application/json',
        '',
        '{not json',
        '--b--',
        '',
      ].join('\r\n'),
    )
    const parsed = await parsedBy(body)

    expect(parsed.status).toBe(200)
    expect(parsed.body['a']).toEqual(['один', 'два'])
    expect(parsed.body).not.toHaveProperty('file')
    // A part's declared type does not change how its text is read.
    expect(parsed.body['json']).toBe('{not json')
    expect(Object.keys(parsed.body)).toEqual(['a', 'json'])
  })

  it('refuses a field named after a property of every object (__proto__) with 400', async () => {
    const body = Buffer.from(['--b', 'Content-Disposition: form-data; name="__proto__"', '', 'x', '--b--', ''].join('\r\n'))

    expect((await parsedBy(body)).status).toBe(400)
  })

  it('answers 400 to too many parts and to a body without a boundary, 413 to one over the body limit', async () => {
    const part = (name: string, value: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const many = Buffer.from(Array.from({ length: 1001 }, (_, i) => part(`f${i}`, 'x')).join('') + '--b--\r\n')
    const large = Buffer.from(part('a', 'x'.repeat(1024 * 1024)) + '--b--\r\n')

    const unbounded = await parsedBy(Buffer.from(part('a', 'x') + '--b--\r\n'), 'multipart/form-data')

    expect(await parsedBy(many)).toMatchObject({ status: 400, body: { message: 'Too many multipart fields.' } })
    expect(unbounded).toMatchObject({ status: 400, body: { message: 'Multipart body without a boundary.' } })
    expect((await parsedBy(large)).status).toBe(413)
  })

  it('answers 400 to a malformed multipart body', async () => {
    const response = await jar.fetch(`${server.url}/forms/subscribe/`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', 'x-csrftoken': jar.get('csrftoken') ?? '' },
      body: 'no parts here',
    })

    expect(response.status).toBe(400)
  })
})
