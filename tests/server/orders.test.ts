// @vitest-environment node
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart, CartItem, OrderResponse } from '../../shared/api/types'
import { CookieJar, makeSandbox, postJson, startServer, type RunningServer } from './helpers'
import { PICKUP_ORDER } from '../pickup-order'

const sandbox = makeSandbox()
let server: RunningServer

beforeAll(async () => {
  server = await startServer(sandbox)
})
afterAll(async () => {
  await server.close()
  sandbox.remove()
})

/** A visitor holding the csrftoken cookie and, if given, these cart lines. */
async function shopper(...lines: unknown[]): Promise<CookieJar> {
  const jar = new CookieJar()
  await jar.fetch(`${server.url}/api/cart/`)
  for (const line of lines) {
    expect((await postJson(jar, `${server.url}/api/cart/items/`, line)).status).toBe(201)
  }
  return jar
}

const getCart = async (jar: CookieJar) => (await (await jar.fetch(`${server.url}/api/cart/`)).json()) as Cart
const placeOrder = async (jar: CookieJar, body: unknown) => {
  const response = await postJson(jar, `${server.url}/api/orders/`, body)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A complete courier order, as the checkout island sends it. */
/** A delivery day ten days ahead: courier dates in the past are refused. */
const DELIVERY_DAY = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10)

const courierOrder = (overrides: Record<string, unknown> = {}) => ({
  cart: null,
  client_name: 'Иван Петров',
  client_email: 'ivan@example.com',
  client_phones: ['+7 (912) 345-67-89', '+7 ( ___ ) ___ - __ - __'],
  delivery_type: '1',
  city: 'Москва',
  comment: 'Позвонить за час',
  flags: { call_before: true },
  payment_type: 'card',
  subscribe: true,
  discount_card: '',
  delivery_city: 'Москва',
  delivery_address: 'ул. Тверская, д. 1, кв. 2',
  delivery_date_from: `${DELIVERY_DAY} 10:00:00`,
  delivery_date_to: `${DELIVERY_DAY} 14:00:00`,
  ...overrides,
})

/** A read-only look at the server's database file (WAL lets it read alongside the server). */
function readDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(sandbox.dbPath, { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

describe('POST /api/orders/', () => {
  it('places a courier order: 201 {items, url}, rows in orders and order_items, the cart emptied', async () => {
    const jar = await shopper({ number: 1, sim_type: 4 }, { device: 3 })
    const before = await getCart(jar)

    const { status, body } = await placeOrder(jar, courierOrder())

    expect(status).toBe(201)
    const { items, url } = body as unknown as OrderResponse
    expect(url).toMatch(/^\/order\/result\/\d+\/$/)
    expect((items as CartItem[]).map((item) => [item.number?.id ?? null, item.device?.id ?? null])).toEqual([
      [1, null],
      [null, 3],
    ])
    const orderId = Number(/(\d+)\/$/.exec(url)?.[1])
    const [order, lines] = readDb((db) => [
      db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as Record<string, unknown>,
      db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY position').all(orderId) as Record<string, unknown>[],
    ])
    expect(order).toMatchObject({
      client_name: 'Иван Петров',
      client_email: 'ivan@example.com',
      client_phones: '["+79123456789"]',
      delivery_type: '1',
      city: 'Москва',
      delivery_city: 'Москва',
      delivery_address: 'ул. Тверская, д. 1, кв. 2',
      delivery_date_from: `${DELIVERY_DAY} 10:00:00`,
      delivery_date_to: `${DELIVERY_DAY} 14:00:00`,
      payment_type: 'card',
      subscribe: 1,
      flags: '{"call_before":true}',
      items_price: Math.round(Number(before.total_price) * 100),
      promocode: null,
    })
    expect(lines.map((line) => [line.number_id, line.device_id])).toEqual([
      [1, null],
      [null, 3],
    ])
    expect(lines.reduce((sum, line) => sum + Number(line.price), 0)).toBe(order.items_price)
    expect(Number(lines[0]?.number_price)).toBe(Math.round(Number(before.items[0]?.number?.site_price) * 100))
    expect((await getCart(jar)).items).toEqual([])
  })

  it('places a pickup order without the courier fields and keeps the applied promocode', async () => {
    const jar = await shopper({ device: 2 })
    await jar.fetch(`${server.url}/api/cart/promocode/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
      body: JSON.stringify({ code: 'WELCOME500' }),
    })
    const { status, body } = await placeOrder(jar, { ...PICKUP_ORDER, client_name: 'Анна' })

    expect(status).toBe(201)
    const orderId = Number(/(\d+)\/$/.exec(String(body.url))?.[1])
    const order = readDb((db) => db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId)) as Record<string, number | string>
    expect(order).toMatchObject({ promocode: 'WELCOME500', promocode_discount: 50000, delivery_price: 0, client_phones: '["+79120001122"]' })
    expect(order.total_price).toBe(Number(order.items_price) - 50000)
    expect((await getCart(jar)).promocode).toBeNull()
  })

  it('answers every missing field at once, client_phones as a list', async () => {
    const jar = await shopper({ tariff: 1 })
    const { status, body } = await placeOrder(jar, { delivery_type: '1' })

    expect(status).toBe(400)
    expect(body).toEqual({
      client_email: ['Пожалуйста, заполните это поле'],
      client_name: ['Пожалуйста, заполните это поле'],
      client_phones: [['Пожалуйста, заполните это поле']],
      city: ['Пожалуйста, заполните это поле'],
      delivery_city: ['Пожалуйста, заполните это поле'],
      delivery_address: ['Пожалуйста, заполните это поле'],
      delivery_date_from: ['Укажите дату доставки.'],
      delivery_date_to: ['Укажите дату доставки.'],
      payment_type: ['Пожалуйста, заполните это поле'],
    })
    expect((await getCart(jar)).items).toHaveLength(1)
  })

  it('answers format errors by field: e-mail, name, discount card', async () => {
    const jar = await shopper({ tariff: 2 })
    const { status, body } = await placeOrder(
      jar,
      courierOrder({
        client_email: 'ivan@',
        client_name: 'Я',
        discount_card: '4111 1111 1111 1112',
      }),
    )

    expect(status).toBe(400)
    expect(body).toEqual({
      client_email: ['Введите корректный e-mail'],
      client_name: ['В имени должно быть не менее двух символов.'],
      discount_card: ['Введите корректное значение дисконтной карты.'],
    })
  })

  it('aligns client_phones errors with the phones sent', async () => {
    const jar = await shopper({ tariff: 3 })
    const { status, body } = await placeOrder(
      jar,
      courierOrder({
        client_phones: ['+7 (912) 345-67-89', '12345', '+7 (999) 000-11-22'],
      }),
    )

    expect(status).toBe(400)
    expect(body).toEqual({ client_phones: [null, ['Введите корректный номер телефона.'], null] })
  })

  it('answers a bad delivery window with "Укажите дату доставки."', async () => {
    const jar = await shopper({ tariff: 4 })
    const { status, body } = await placeOrder(
      jar,
      courierOrder({
        delivery_date_from: '',
        delivery_date_to: '31.02.2026',
      }),
    )

    expect(status).toBe(400)
    expect(body).toEqual({
      delivery_date_from: ['Укажите дату доставки.'],
      delivery_date_to: ['Укажите дату доставки.'],
    })
  })

  it('refuses a courier delivery day in the past and an unknown delivery type', async () => {
    const jar = await shopper({ tariff: 1 })
    const past = await placeOrder(jar, courierOrder({ delivery_date_from: '2020-01-10 10:00:00', delivery_date_to: '2020-01-10 14:00:00' }))
    const unknown = await placeOrder(jar, courierOrder({ delivery_type: '9' }))
    expect([past, unknown]).toEqual([
      { status: 400, body: { delivery_date_from: ['Укажите дату доставки.'], delivery_date_to: ['Укажите дату доставки.'] } },
      { status: 400, body: { delivery_type: ['Значения «9» нет среди допустимых вариантов.'] } },
    ])
  })

  it('refuses a payment type it does not know', async () => {
    const jar = await shopper({ tariff: 5 })
    const { status, body } = await placeOrder(jar, courierOrder({ payment_type: 'bitcoin' }))

    expect(status).toBe(400)
    expect(body).toEqual({ payment_type: ['Значения «bitcoin» нет среди допустимых вариантов.'] })
  })

  it('answers an empty cart with non_field_errors', async () => {
    const jar = await shopper()
    const { status, body } = await placeOrder(jar, courierOrder())

    expect(status).toBe(400)
    expect(body).toEqual({ non_field_errors: ['Корзина пуста.'] })
  })

  it('answers a body that is not an object with non_field_errors', async () => {
    const jar = await shopper({ tariff: 6 })
    const { status, body } = await placeOrder(jar, ['client_name'])

    expect(status).toBe(400)
    expect(body).toEqual({ non_field_errors: ['Недопустимые данные. Ожидался dict, но был получен list.'] })
  })

  it('refuses an order without the CSRF token with 403', async () => {
    const jar = await shopper({ tariff: 7 })
    const response = await jar.fetch(`${server.url}/api/orders/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(courierOrder()),
    })

    expect(response.status).toBe(403)
    expect((await getCart(jar)).items).toHaveLength(1)
  })
})

describe('GET /api/orders/{id}/', () => {
  it('keeps a placed order when the server restarts on the same database', async () => {
    const jar = await shopper({ number: 2, sim_type: 4 })
    const placed = await placeOrder(jar, courierOrder({ payment_type: 'online' }))
    expect(placed.status).toBe(201)
    const url = String(placed.body.url)
    const orderId = Number(/(\d+)\/$/.exec(url)?.[1])

    await server.close()
    server = await startServer(sandbox)

    const response = await jar.fetch(`${server.url}/api/orders/${orderId}/`)
    expect(response.status).toBe(200)
    const order = (await response.json()) as Record<string, unknown> & { items: CartItem[] }
    expect(order).toMatchObject({
      id: orderId,
      url,
      client_name: 'Иван Петров',
      client_phones: ['+79123456789'],
      payment_type: 'online',
      delivery_address: 'ул. Тверская, д. 1, кв. 2',
    })
    expect(order.items.map((item) => item.number?.id)).toEqual([2])
    expect(order.total_price).toMatch(/^\d+\.\d\d$/)
    const stored = readDb((db) => db.prepare('SELECT COUNT(*) FROM order_items WHERE order_id = ?').pluck().get(orderId))
    expect(stored).toBe(1)
  })

  it("answers 404 for another visitor's order and for unknown ids", async () => {
    const jar = await shopper({ tariff: 9 })
    const placed = await placeOrder(jar, courierOrder())
    const stranger = await shopper()

    expect((await stranger.fetch(`${server.url}${String(placed.body.url).replace('/order/result/', '/api/orders/')}`)).status).toBe(404)
    expect((await jar.fetch(`${server.url}/api/orders/999999/`)).status).toBe(404)
  })
})
