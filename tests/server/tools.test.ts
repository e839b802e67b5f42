// @vitest-environment node
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CalculatorResponse, Tariff } from '../../shared/api/types'
import { FULL_CATALOG } from '../../server/catalog/catalog-seed'
import { CookieJar, makeSandbox, postJson, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
let server: RunningServer
type Row = {
  id: number
  provider: string
  provider_id: number
  region: string
  month_fee: number
  minutes: number
  sms: number
  internet_gb: number | null
  options: number
  number_type: string
}
let rows: Row[]

beforeAll(async () => {
  server = await startServer(sandbox, { seed: { ...FULL_CATALOG } })
  const db = new Database(sandbox.dbPath, { readonly: true })
  rows = db
    .prepare(
      `SELECT t.id, p.slug AS provider, t.provider_id, s.slug AS region, t.month_fee, t.minutes, t.sms,
        t.internet_gb, json_array_length(t.included_options) AS options, t.number_type
      FROM tariffs t JOIN providers p ON p.id = t.provider_id JOIN subdomains s ON s.id = t.subdomain_id
      WHERE t.archive = 0 ORDER BY t.id`,
    )
    .all() as Row[]
  db.close()
})
afterAll(async () => {
  await server.close()
  sandbox.remove()
})

/** A visitor who has opened the comparison page, so the jar holds the csrftoken cookie. */
async function visitor(): Promise<CookieJar> {
  const jar = new CookieJar()
  const response = await jar.fetch(`${server.url}/api/comparison/`)
  expect(await response.json()).toEqual({ items: [] })
  expect(jar.get('csrftoken')).toBeTruthy()
  return jar
}

const comparison = async (jar: CookieJar) =>
  ((await (await jar.fetch(`${server.url}/api/comparison/`)).json()) as { items: Tariff[] }).items.map((t) => t.id)
const csrf = (jar: CookieJar) => ({ 'x-csrftoken': jar.get('csrftoken') ?? '' })

describe('tariff comparison', () => {
  it('adds tariffs once each, lists them in order, removes one and clears', async () => {
    const jar = await visitor()
    const first = await postJson(jar, `${server.url}/api/comparison/add/`, { tariff: 3 })
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ status: 'ok', count: 1 })
    expect(jar.get('sessionid')).toBeTruthy()
    expect(await (await postJson(jar, `${server.url}/api/comparison/add/`, { tariff: '1' })).json()).toEqual({ status: 'ok', count: 2 })
    expect(await (await postJson(jar, `${server.url}/api/comparison/add/`, { tariff: 5 })).json()).toEqual({ status: 'ok', count: 3 })

    const twice = await postJson(jar, `${server.url}/api/comparison/add/`, { tariff: 1 })
    expect(twice.status).toBe(400)
    expect(await twice.json()).toEqual({ tariff: ['Тариф уже в сравнении.'] })
    expect(await comparison(jar)).toEqual([3, 1, 5])

    const removed = await jar.fetch(`${server.url}/api/comparison/items/1/`, { method: 'DELETE', headers: csrf(jar) })
    expect(removed.status).toBe(204)
    expect(await comparison(jar)).toEqual([3, 5])
    expect((await jar.fetch(`${server.url}/api/comparison/items/1/`, { method: 'DELETE', headers: csrf(jar) })).status).toBe(404)

    // Another visitor has a list of their own.
    expect(await comparison(await visitor())).toEqual([])

    const cleared = await jar.fetch(`${server.url}/api/comparison/clear/`, { method: 'POST', headers: csrf(jar) })
    expect(cleared.status).toBe(200)
    expect(await comparison(jar)).toEqual([])
  })

  it('refuses unknown, missing and malformed tariffs field by field', async () => {
    const jar = await visitor()
    const cases: [unknown, string][] = [
      [{ tariff: 99999 }, 'Тариф не найден.'],
      [{}, 'Обязательное поле.'],
      [{ tariff: 'abc' }, 'Некорректный тип. Ожидалось значение первичного ключа, получен str.'],
    ]
    for (const [body, message] of cases) {
      const response = await postJson(jar, `${server.url}/api/comparison/add/`, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ tariff: [message] })
    }
  })

  it('refuses writes without the CSRF header with 403', async () => {
    const jar = await visitor()
    const add = await jar.fetch(`${server.url}/api/comparison/add/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tariff: 1 }),
    })
    expect(add.status).toBe(403)
    expect((await jar.fetch(`${server.url}/api/comparison/clear/`, { method: 'POST' })).status).toBe(403)
    expect((await jar.fetch(`${server.url}/api/comparison/items/1/`, { method: 'DELETE' })).status).toBe(403)
  })
})

describe('GET /api/tariffs/calculator/', () => {
  const calc = async (query: string) => {
    const response = await fetch(`${server.url}/api/tariffs/calculator/?${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as CalculatorResponse
  }

  /** The documented rule, from the database rows. */
  const suitable = (needs: { minutes: number; sms: number; gb: number; unlim?: boolean }) => (t: Row) =>
    t.minutes >= needs.minutes && t.sms >= needs.sms && (t.internet_gb === null || (!needs.unlim && t.internet_gb >= needs.gb))

  it('finds the tariffs that cover the monthly needs, cheapest first, with totals', async () => {
    // 10 minutes a day (300 a month) split 50/30/20, 2 SMS a day, 10 GB.
    const expected = rows.filter(suitable({ minutes: 150 + 90 + 60, sms: 60, gb: 10 })).sort((a, b) => a.month_fee - b.month_fee || a.id - b.id)
    expect(expected.length).toBeGreaterThan(20)
    const first = await calc('calls=150,90,60&sms=60&gb=10')
    expect(first.count).toBe(expected.length)
    expect(first.provider_count).toBe(new Set(expected.map((t) => t.provider_id)).size)
    expect(first.results.map((t) => t.id)).toEqual(expected.slice(0, 10).map((t) => t.id))
    expect(first.next).toBe(10)

    const ids: number[] = []
    for (let offset = 0; offset < first.count; offset += 10) {
      ids.push(...(await calc(`calls=150,90,60&sms=60&gb=10&limit=10&offset=${offset}`)).results.map((t) => t.id))
    }
    expect(ids).toEqual(expected.map((t) => t.id))
    expect((await calc(`calls=150,90,60&sms=60&gb=10&offset=${first.count}`)).results).toEqual([])
  })

  it('applies region, providers, number type, unlimited internet and options', async () => {
    const expected = rows
      .filter(suitable({ minutes: 100, sms: 0, gb: 0, unlim: true }))
      .filter((t) => ['mts', 'tele2', 'beeline'].includes(t.provider) && t.number_type === 'federal' && t.options > 0)
    expect(expected.length).toBeGreaterThan(5)
    const body = await calc(
      'provider=mts,tele2,2&number_type=federal&calls=100,0,0&gb=5&gb_unlim=true&include_options=true&ordering=-price&limit=100',
    )
    expect(body.results.map((t) => t.id).sort((a, b) => a - b)).toEqual(expected.map((t) => t.id))
    expect(body.count).toBe(expected.length)
    const fees = body.results.map((t) => Number(t.month_fee))
    expect(fees).toEqual([...fees].sort((a, b) => b - a))

    const spb = await calc('subdomain=spb&provider=megafon&number_type=city')
    const spbExpected = rows.filter((t) => t.region === 'spb' && t.provider === 'megafon' && t.number_type === 'city')
    expect(spb.count).toBe(spbExpected.length)
    expect(spb.provider_count).toBe(spbExpected.length ? 1 : 0)
  })

  it('answers 400 for malformed needs', async () => {
    const response = await fetch(`${server.url}/api/tariffs/calculator/?calls=10,20&sms=x&gb=-1&gb_unlim=maybe&number_type=satellite&limit=0`)
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['calls', 'gb', 'gb_unlim', 'limit', 'number_type', 'sms'])
  })
})

describe('short links', () => {
  it('creates one code per path and redirects to it', async () => {
    const jar = await visitor()
    const path = '/tariffs/?provider=mts:beeline&price_max=500'
    const created = await postJson(jar, `${server.url}/api/short-links/`, { with_param_url: path })
    expect(created.status).toBe(201)
    const { short_url } = (await created.json()) as { short_url: string }
    expect(short_url).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9]+/$`))
    const again = await postJson(jar, `${server.url}/api/short-links/`, { with_param_url: `${server.url}${path}` })
    expect(((await again.json()) as { short_url: string }).short_url).toBe(short_url)
    const other = await postJson(jar, `${server.url}/api/short-links/`, { with_param_url: '/numbers/?mask=777' })
    expect(((await other.json()) as { short_url: string }).short_url).not.toBe(short_url)

    const followed = await fetch(short_url, { redirect: 'manual' })
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe(path)
  })

  it('refuses links that leave the site, and unknown codes are 404', async () => {
    const jar = await visitor()
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)', 'tariffs/']) {
      const response = await postJson(jar, `${server.url}/api/short-links/`, { with_param_url: url })
      expect(response.status, url).toBe(400)
      expect(await response.json()).toEqual({ with_param_url: ['Укажите адрес страницы этого сайта.'] })
    }
    expect(await (await postJson(jar, `${server.url}/api/short-links/`, {})).json()).toEqual({ with_param_url: ['Обязательное поле.'] })
    const noCsrf = await jar.fetch(`${server.url}/api/short-links/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ with_param_url: '/' }),
    })
    expect(noCsrf.status).toBe(403)
    expect((await fetch(`${server.url}/s/nope123/`, { redirect: 'manual' })).status).toBe(404)
  })
})
