// @vitest-environment node
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Device, Paged, PhoneNumber, Tariff } from '../../shared/api/types'
import { FULL_CATALOG } from '../../server/catalog/catalog-seed'
import { makeSandbox, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
let server: RunningServer
type TariffRow = {
  id: number
  name: string
  provider: string
  provider_id: number
  region: string
  month_fee: number
  minutes: number
  sms: number
  internet_gb: number | null
  tags: string
}
type DeviceRow = { id: number; name: string; manufacturer: string; device_type: string; price: number; current_price: number }
type NumberRow = { id: number; provider_id: number; site_price: number }
let tariffs: TariffRow[]
let allTariffs: { id: number; archive: number; provider_id: number }[]
let devices: DeviceRow[]
let numbers: NumberRow[]

beforeAll(async () => {
  server = await startServer(sandbox, { seed: { numbers: 600, ...FULL_CATALOG } })
  const db = new Database(sandbox.dbPath, { readonly: true })
  tariffs = db
    .prepare(
      `SELECT t.id, t.name, p.slug AS provider, t.provider_id, s.slug AS region, t.month_fee, t.minutes, t.sms,
        t.internet_gb, (SELECT group_concat(tag_id) FROM tariff_tags WHERE tariff_id = t.id) AS tags
      FROM tariffs t JOIN providers p ON p.id = t.provider_id JOIN subdomains s ON s.id = t.subdomain_id
      WHERE t.archive = 0 ORDER BY t.id`,
    )
    .all() as TariffRow[]
  allTariffs = db.prepare('SELECT id, archive, provider_id FROM tariffs ORDER BY id').all() as typeof allTariffs
  devices = db
    .prepare('SELECT id, name, manufacturer, device_type, price, current_price FROM devices WHERE archive = 0 ORDER BY id')
    .all() as DeviceRow[]
  numbers = db.prepare('SELECT id, provider_id, site_price FROM numbers WHERE archive = 0 ORDER BY id').all() as NumberRow[]
  db.close()
})
afterAll(async () => {
  await server.close()
  sandbox.remove()
})

const get = (path: string) => fetch(`${server.url}${path}`)
const tagsOf = (row: TariffRow) => (row.tags ?? '').split(',').filter(Boolean).map(Number)

/** Follows `next` to the end and returns every id, as load-more would. */
async function allIds(path: string, query: string): Promise<number[]> {
  const ids: number[] = []
  for (let page: number | null = 1; page !== null;) {
    const response = await get(`${path}?${query}&page=${page}&page_size=50`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Paged<{ id: number }>
    expect(body.results.length).toBeLessThanOrEqual(50)
    ids.push(...body.results.map((n) => n.id))
    page = body.next as number | null
  }
  return ids
}

describe('seed', () => {
  it('generates a few hundred tariffs and ~150 devices after the fixed demo rows', () => {
    expect(allTariffs).toHaveLength(FULL_CATALOG.tariffs)
    expect(allTariffs[0]).toMatchObject({ id: 1, archive: 0, provider_id: 1 })
    expect(devices.length).toBeGreaterThan(140)
    expect(new Set(tariffs.map((t) => t.region)).size).toBe(5)
  })
})

describe('seeded tariff names (issue 49: «Онлайн Экстра 158» read as test data)', () => {
  it("carry no running number, and an operator's region lists each once", () => {
    expect(tariffs.filter((t) => /\d+$/.test(t.name)).map((t) => t.name)).toEqual([])
    const keys = tariffs.map((t) => `${t.provider} ${t.region} ${t.name}`)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })
})

describe('GET /api/catalog/tariffs/ and /api/tariffs/tariffs-catalog/', () => {
  it('answers the first page of 20 tariffs in catalogue order with a next page, on both paths', async () => {
    for (const path of ['/api/catalog/tariffs/', '/api/tariffs/tariffs-catalog/']) {
      const body = (await (await get(path)).json()) as Paged<Tariff>
      expect(body.results.map((t) => t.id)).toEqual(tariffs.slice(0, 20).map((t) => t.id))
      expect(body.next).toBe(2)
      expect(body.results[0]).toMatchObject({ id: 1, absolute_url: '/tariffs/mts-bezlimit-plus/', month_fee: '750.00' })
    }
  })

  it('filters by provider, region, price and package sizes exactly as the rules say', async () => {
    const expected = tariffs
      .filter((t) => ['mts', 'megafon'].includes(t.provider) && ['msk', 'spb'].includes(t.region))
      .filter((t) => t.month_fee >= 300_00 && t.month_fee <= 1500_00)
      .filter((t) => t.minutes >= 300 && t.sms >= 50)
      .filter((t) => t.internet_gb === null || t.internet_gb >= 10)
      .map((t) => t.id)
    expect(expected.length).toBeGreaterThan(10)
    expect(
      await allIds(
        '/api/catalog/tariffs/',
        'provider=mts,3&region=msk&region=2&price_min=300&price_max=1%20500&minutes_min=300&sms_min=50&gb_min=10',
      ),
    ).toEqual(expected)
  })

  it('filters unlimited internet and tags, and orders by price and name', async () => {
    const unlim = tariffs.filter((t) => t.internet_gb === null && tagsOf(t).some((g) => g === 1 || g === 3))
    expect(unlim.length).toBeGreaterThan(3)
    const byPrice = [...unlim].sort((a, b) => b.month_fee - a.month_fee || a.id - b.id).map((t) => t.id)
    expect(await allIds('/api/catalog/tariffs/', 'unlim=true&tag=1,3&ordering=-price')).toEqual(byPrice)
    const byName = [...tariffs].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)).map((t) => t.id)
    expect(await allIds('/api/tariffs/tariffs-catalog/', 'ordering=name')).toEqual(byName)
  })

  it('pages to the end, answers 404 past it and an empty first page with no next', async () => {
    const ids = await allIds('/api/catalog/tariffs/', '')
    expect(ids).toEqual(tariffs.map((t) => t.id))
    const last = Math.ceil(tariffs.length / 20)
    expect((await get(`/api/catalog/tariffs/?page=${last}`)).status).toBe(200)
    expect((await get(`/api/catalog/tariffs/?page=${last + 1}`)).status).toBe(404)
    expect(await (await get('/api/catalog/tariffs/?price_max=1')).json()).toEqual({ count: 0, results: [], next: null })
    expect(((await (await get(`/api/catalog/tariffs/?page=${last}`)).json()) as { count: number }).count).toBe(tariffs.length)
  })

  it('answers 400 with field errors for bad filter values', async () => {
    const response = await get('/api/catalog/tariffs/?price_min=abc&gb_min=-1&unlim=maybe&tag=x&ordering=cheap&page=0')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      page: ['Введите целое число больше нуля.'],
      price_min: ['Введите целое неотрицательное число.'],
      gb_min: ['Введите целое неотрицательное число.'],
      unlim: ['Выберите «true» или «false».'],
      tag: ['Введите список целых чисел.'],
      ordering: ['Выберите один из вариантов: price, -price, name.'],
    })
  })
})

describe('GET /api/catalog/devices/', () => {
  it('filters by manufacturer, type, price and discount, ordered by price', async () => {
    const expected = devices
      .filter((d) => ['Xiaomi', 'Samsung', 'Huawei'].includes(d.manufacturer) && ['Смартфон', 'Модем'].includes(d.device_type))
      .filter((d) => d.current_price >= 2000_00 && d.current_price <= 100_000_00)
      .sort((a, b) => a.current_price - b.current_price || a.id - b.id)
      .map((d) => d.id)
    expect(expected.length).toBeGreaterThan(5)
    expect(
      await allIds(
        '/api/catalog/devices/',
        'manufacturer=xiaomi,Samsung,HUAWEI&device_type=Смартфон,Модем&price_min=2000&price_max=100000&ordering=price',
      ),
    ).toEqual(expected)

    const discounted = devices.filter((d) => d.current_price < d.price).map((d) => d.id)
    expect(discounted.length).toBeGreaterThan(5)
    expect(await allIds('/api/catalog/devices/', 'discount=true')).toEqual(discounted)
    const counted = (await (await get('/api/catalog/devices/?discount=true&page_size=1')).json()) as { count: number }
    expect(counted.count).toBe(discounted.length)
  })

  it('pages to the end with 404 past it and answers 400 for bad values', async () => {
    expect(await allIds('/api/catalog/devices/', '')).toEqual(devices.map((d) => d.id))
    const first = (await (await get('/api/catalog/devices/')).json()) as Paged<Device>
    expect(first.results[0]).toMatchObject({ id: 1, manufacturer_name: 'Xiaomi', discount: 14, has_discount: true })
    expect((await get('/api/catalog/devices/?page=100')).status).toBe(404)
    const bad = await get('/api/catalog/devices/?discount=sometimes&ordering=random&price_max=дорого')
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()) as object).sort()).toEqual(['discount', 'ordering', 'price_max'])
  })
})

describe('suitable lists', () => {
  it('lists numbers of the tariff provider with the number filters', async () => {
    const tariff = tariffs.find((t) => t.provider === 'beeline')!
    const expected = numbers.filter((n) => n.provider_id === tariff.provider_id && n.site_price <= 1000_00).map((n) => n.id)
    expect(expected.length).toBeGreaterThan(10)
    const ids = await allIds(`/api/tariffs/suitable-numbers/${tariff.id}/`, 'price_max=1000')
    expect(ids).toEqual(expected)
    const body = (await (await get(`/api/tariffs/suitable-numbers/${tariff.id}/`)).json()) as Paged<PhoneNumber>
    expect(body.results.every((n) => n.provider === tariff.provider_id)).toBe(true)
    expect((await get(`/api/tariffs/suitable-numbers/${tariff.id}/?mask=g`)).status).toBe(400)
  })

  it('lists tariffs of the number provider with the tariff filters', async () => {
    const number = numbers.find((n) => n.provider_id === 4)!
    const expected = tariffs.filter((t) => t.provider_id === 4 && t.sms >= 100).map((t) => t.id)
    expect(await allIds(`/api/numbers/suitable-tariffs/${number.id}/`, 'sms_min=100')).toEqual(expected)
  })

  it('lists tariffs with internet for a device', async () => {
    const expected = tariffs.filter((t) => t.internet_gb === null || t.internet_gb > 0).map((t) => t.id)
    expect(expected.length).toBeLessThan(tariffs.length)
    expect(await allIds('/api/device-suitable-tariffs/1/', '')).toEqual(expected)
    const page = Math.ceil(expected.length / 20) + 1
    expect((await get(`/api/device-suitable-tariffs/1/?page=${page}`)).status).toBe(404)
  })

  it('answers 404 for unknown or archived ids', async () => {
    const archived = allTariffs.find((t) => t.archive === 1)!
    for (const path of [
      '/api/tariffs/suitable-numbers/99999/',
      `/api/tariffs/suitable-numbers/${archived.id}/`,
      '/api/numbers/suitable-tariffs/99999/',
      '/api/numbers/suitable-tariffs/abc/',
      '/api/device-suitable-tariffs/99999/',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Не найдено.' })
    }
  })
})
