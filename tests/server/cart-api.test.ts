// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../../shared/api/types'
import { CookieJar, makeSandbox, postJson, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
let server: RunningServer
let jar: CookieJar

beforeAll(async () => {
  server = await startServer(sandbox, { env: { NODE_ENV: 'test', CART_MAX_ITEMS: '3' } })
})
afterAll(async () => {
  await server.close()
  sandbox.remove()
})

/** A fresh visitor who has loaded the cart once, so it holds the csrftoken cookie. */
async function visitor(): Promise<CookieJar> {
  const fresh = new CookieJar()
  await fresh.fetch(`${server.url}/api/cart/`)
  return fresh
}

const addItem = (body: unknown) => postJson(jar, `${server.url}/api/cart/items/`, body)
const getCart = async () => (await jar.fetch(`${server.url}/api/cart/`)).json() as Promise<Cart>

describe('GET /api/cart/', () => {
  it('gives a visitor without a session an empty cart and a csrftoken cookie', async () => {
    const response = await fetch(`${server.url}/api/cart/`)

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      items: [],
      total_price: '0.00',
      show_refill: false,
      advance_payment: '0.00',
      has_free_delivery: false,
      promocode: null,
      promocode_discount: '0.00',
    })
    expect(response.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(true)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sessionid='))).toBe(false)
  })
})

describe('POST /api/cart/items/', () => {
  beforeAll(async () => {
    jar = await visitor()
  })

  it('refuses a write without X-CSRFToken with 403 JSON', async () => {
    const response = await jar.fetch(`${server.url}/api/cart/items/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: 1, sim_type: 4 }),
    })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' })
  })

  it('refuses a token that does not match the cookie, and a foreign Origin', async () => {
    const wrong = await jar.fetch(`${server.url}/api/cart/items/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': 'x'.repeat(43) },
      body: JSON.stringify({ tariff: 1 }),
    })
    const foreign = await jar.fetch(`${server.url}/api/cart/items/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': jar.get('csrftoken') ?? '',
        origin: 'https://evil.example',
      },
      body: JSON.stringify({ tariff: 1 }),
    })

    expect(wrong.status).toBe(403)
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { detail: string }).detail).toContain('Origin checking failed')
  })

  it('adds a number, answers 201 with the item and starts a session', async () => {
    const response = await addItem({ number: 1, sim_type: 4 })
    const item = (await response.json()) as CartItem

    expect(response.status).toBe(201)
    expect(item.number?.id).toBe(1)
    expect(item.number?.site_price).toMatch(/^\d+\.\d\d$/)
    expect(item.sim_type).toEqual({ id: 4, display_name: 'Универсальная' })
    expect(item.tariff).toBeNull()
    expect(item.device).toBeNull()
    expect(jar.get('sessionid')).toBeDefined()
  })

  it('lists added items in the cart, in the order they were added', async () => {
    await addItem({ tariff: 2 })
    const cart = await getCart()

    expect(cart.items.map((i) => [i.number?.id ?? null, i.tariff?.id ?? null])).toEqual([
      [1, null],
      [null, 2],
    ])
    const expected = Number(cart.items[0]?.number?.site_price) + Number(cart.items[1]?.tariff?.current_price)
    expect(Number(cart.total_price)).toBe(expected)
  })

  it('answers an item already in the cart with code already_in_cart', async () => {
    const response = await addItem({ number: 1, sim_type: 4 })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      non_field_errors: ['Этот товар уже в корзине.'],
      code: 'already_in_cart',
    })
  })

  it('answers one item over CART_MAX_ITEMS with code max_items', async () => {
    expect((await addItem({ device: 1 })).status).toBe(201)
    const response = await addItem({ device: 2 })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      non_field_errors: ['Слишком много элементов в корзине. Нельзя положить больше!'],
      code: 'max_items',
    })
    expect((await getCart()).items).toHaveLength(3)
  })
})

describe('POST /api/cart/items/ validation', () => {
  beforeAll(async () => {
    jar = await visitor()
  })

  it('answers an unknown number with a field error', async () => {
    const response = await addItem({ number: 999999, sim_type: 4 })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ number: ['Номер не найден.'] })
  })

  it('answers unknown tariffs and devices and a missing sim_type field by field', async () => {
    expect(await (await addItem({ tariff: 999 })).json()).toEqual({ tariff: ['Тариф не найден.'] })
    expect(await (await addItem({ device: 999 })).json()).toEqual({ device: ['Устройство не найдено.'] })
    expect(await (await addItem({ number: 1 })).json()).toEqual({ sim_type: ['Обязательное поле.'] })
  })

  it('refuses a rent period below MIN_RENT_PERIOD', async () => {
    // Number 5 is a star number (every fifth), so it can be rented.
    const response = await addItem({ number: 5, sim_type: 4, rent_period: 1 })

    expect(await response.json()).toEqual({ rent_period: ['Минимальный срок аренды — 3 мес.'] })
  })

  it('answers malformed bodies with 400 and creates no session', async () => {
    const notJson = await jar.fetch(`${server.url}/api/cart/items/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
      body: '{"number": ',
    })
    const list = await addItem([1, 2])
    const empty = await addItem({})

    expect(notJson.status).toBe(400)
    expect(list.status).toBe(400)
    expect(await list.json()).toEqual({
      non_field_errors: ['Недопустимые данные. Ожидался dict, но был получен list.'],
    })
    expect(empty.status).toBe(400)
    expect(jar.get('sessionid')).toBeUndefined()
  })

  it('accepts a form post carrying csrfmiddlewaretoken instead of the header', async () => {
    const response = await jar.fetch(`${server.url}/api/cart/items/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfmiddlewaretoken: jar.get('csrftoken') ?? '', tariff: '3' }).toString(),
    })

    expect(response.status).toBe(201)
  })
})

describe('sessions', () => {
  it('keeps the cart after the server restarts on the same database', async () => {
    jar = await visitor()
    await addItem({ device: 3 })
    await server.close()
    server = await startServer(sandbox, { env: { NODE_ENV: 'test', CART_MAX_ITEMS: '3' } })

    const cart = await getCart()
    expect(cart.items.map((i) => i.device?.id)).toEqual([3])
  })

  it('ignores a forged session cookie', async () => {
    const forged = new CookieJar()
    forged.cookies.set('sessionid', `${jar.get('sessionid')?.split('.')[0]}.forgedsignature`)

    const cart = (await (await forged.fetch(`${server.url}/api/cart/`)).json()) as Cart
    expect(cart.items).toEqual([])
  })
})
