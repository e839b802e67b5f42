// @vitest-environment node
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NumberSet, Paged, PhoneNumber } from '../../shared/api/types'
import { compileNumberMask } from '../../server/catalog/number-mask'
import { makeSandbox, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
let server: RunningServer
type Row = { id: number; number_digit: string; provider: string; site_price: number; real_site_price: number; rent_price: number; category: string }
let rows: Row[]

beforeAll(async () => {
  server = await startServer(sandbox, { seed: { numbers: 1500 } })
  const db = new Database(sandbox.dbPath, { readonly: true })
  rows = db
    .prepare(
      `SELECT n.id, n.number_digit, p.slug AS provider, n.site_price, n.real_site_price, n.rent_price, n.category
      FROM numbers n JOIN providers p ON p.id = n.provider_id WHERE n.archive = 0 ORDER BY n.id`,
    )
    .all() as Row[]
  db.close()
})
afterAll(async () => {
  await server.close()
  sandbox.remove()
})

const get = (query: string) => fetch(`${server.url}/api/catalog/numbers/?${query}`)

/** Follows `next` to the end and returns every id, as load-more would. */
async function allIds(query: string): Promise<number[]> {
  const ids: number[] = []
  for (let page: number | null = 1; page !== null;) {
    const response = await get(`${query}&page=${page}&page_size=100`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Paged<PhoneNumber>
    ids.push(...body.results.map((n) => n.id))
    page = body.next as number | null
  }
  return ids
}

describe('GET /api/catalog/numbers/', () => {
  it('answers the first page of 20 numbers with a next page', async () => {
    const body = (await (await get('')).json()) as Paged<PhoneNumber>
    expect(body.results).toHaveLength(20)
    expect(body.next).toBe(2)
    expect(body.results[0]).toMatchObject({ id: rows[0]!.id, number_digit: rows[0]!.number_digit })
    expect(body.results[0]!.absolute_url).toMatch(/^\/\w+\/number\/\d{11}\.html$/)
  })

  it('filters by provider, price range and mask exactly as the rules say', async () => {
    const expected = rows
      .filter((r) => ['mts', 'tele2'].includes(r.provider))
      .filter((r) => r.site_price >= 1000_00 && r.site_price <= 30_000_00)
      .filter((r) => compileNumberMask('*7*').test(r.number_digit.slice(1)))
      .map((r) => r.id)
    expect(expected.length).toBeGreaterThan(20)
    expect(await allIds('provider=mts,tele2&price_min=1%20000&price_max=30000&mask=*7*')).toEqual(expected)
  })

  it('finds numbers by a letter mask and orders by price', async () => {
    const expected = rows
      .filter((r) => compileNumberMask('xxyy').test(r.number_digit.slice(1)))
      .sort((a, b) => a.site_price - b.site_price || a.id - b.id)
      .map((r) => r.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(await allIds('mask=xxyy&ordering=price')).toEqual(expected)
  })

  it('filters rentable and discounted numbers and star categories', async () => {
    const expected = rows
      .filter((r) => r.rent_price > 0 && r.site_price < r.real_site_price && ['gold', 'platinum'].includes(r.category))
      .map((r) => r.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(await allIds('rent=true&discount=1&category=gold&category=platinum')).toEqual(expected)
  })

  it('answers 404 for a page past the last one and an empty first page with no next', async () => {
    expect((await get('page=1000')).status).toBe(404)
    const empty = await get('mask=0000000000&provider=mts')
    expect(await empty.json()).toEqual({ count: 0, results: [], next: null })
  })

  it('counts what the filters find on every page of the answer (the filter sheet reads it)', async () => {
    const query = 'provider=mts,tele2&price_max=30000&mask=*7*'
    const ids = await allIds(query)
    expect(ids.length).toBeGreaterThan(20)
    for (const page of ['1', '2']) expect(((await (await get(`${query}&page=${page}`)).json()) as { count: number }).count).toBe(ids.length)
    expect(((await (await get(`${query}&page_size=1`)).json()) as { count: number }).count).toBe(ids.length)
  })

  it('answers 400 with field errors for bad filter values', async () => {
    const response = await get('mask=g12&price_min=10,5&ordering=random&page_size=0&category=diamond')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      mask: ['Введите корректную маску номера.'],
      price_min: ['Введите целое неотрицательное число.'],
      ordering: ['Выберите один из вариантов: price, -price, number, -number.'],
      page_size: ['Введите целое число от 1 до 100.'],
      category: ['Выберите корректный вариант. diamond нет среди допустимых значений.'],
    })
  })

  it('lists only star numbers at the star-numbers data URL', async () => {
    const ids: number[] = []
    for (let page: number | null = 1; page !== null;) {
      const body = (await (await fetch(`${server.url}/api/catalog/star-numbers/?page=${page}&page_size=100`)).json()) as Paged<PhoneNumber>
      ids.push(...body.results.map((n) => n.id))
      page = body.next as number | null
    }
    expect(ids).toEqual(rows.filter((r) => r.category !== 'regular').map((r) => r.id))
    expect((await fetch(`${server.url}/api/catalog/star-numbers/?category=regular`)).status).toBe(400)
  })

  it('sells super pairs with the same last 7 digits and sets ending alike, with totals', async () => {
    const pairs = (await (await fetch(`${server.url}/api/catalog/number-sets/?kind=super_pair`)).json()) as Paged<NumberSet>
    expect(pairs.results.length).toBeGreaterThan(0)
    for (const pair of pairs.results) {
      const [a, b] = pair.numbers
      expect(pair.numbers).toHaveLength(2)
      expect(a!.number_digit.slice(4)).toBe(b!.number_digit.slice(4))
      expect(a!.provider).toBe(b!.provider)
      const cents = (n: string) => Math.round(Number(n) * 100)
      expect(cents(pair.total_site_price)).toBe(cents(a!.site_price) + cents(b!.site_price))
    }
    const sets = (await (await fetch(`${server.url}/api/catalog/number-sets/?kind=set`)).json()) as Paged<NumberSet>
    expect(sets.results.length).toBeGreaterThan(0)
    for (const set of sets.results) {
      expect(set.numbers).toHaveLength(3)
      expect(new Set(set.numbers.map((n) => n.number_digit.slice(7))).size).toBe(1)
    }
    expect((await fetch(`${server.url}/api/catalog/number-sets/?kind=trio`)).status).toBe(400)
  })
})
