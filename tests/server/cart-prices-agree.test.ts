// @vitest-environment node
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Cart, CartItem, OrderResponse } from '../../shared/api/types'
import { CookieJar, postJson, serveForTests } from './helpers'
import { PICKUP_ORDER } from '../pickup-order'

/**
 * The price of a cart line is one rule (shared/api/line-price.ts) that the cart API's totals,
 * the /order/ page and a placed order's lines all read. Before, each had its own copy; this
 * pins that the three agree on a cart that uses every part of the rule.
 */
const server = serveForTests()

const MONTHS = 3

/** Kopecks of a DRF decimal ('1500.00'). */
const kopecks = (decimal: string | null | undefined) => Math.round(Number(decimal ?? 'NaN') * 100)

/**
 * The price cells of a rendered cart (partials/cart-line.html, and the order-cart island's look on
 * /order/, with a no-break space before the symbol), kopecks: '1 350,50 ₽' → 135050.
 */
function pagePrices(html: string, cell: 'site-cart__price' | 'site-cart__total'): number[] {
  return [...html.matchAll(new RegExp(`class="${cell}">([^<]*)[ \u00A0]₽<`, 'g'))].map(([, text = '']) =>
    Math.round(Number(text.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.')) * 100),
  )
}

/** The spec's rule, written from the API's fields: rent × months or the site price, plus tariff and device. */
function expectedLinePrice(item: CartItem): number {
  const number = item.number ? (item.rent_period !== null ? kopecks(item.number.rent_price) * item.rent_period : kopecks(item.number.site_price)) : 0
  return number + (item.tariff ? kopecks(item.tariff.current_price) : 0) + (item.device ? kopecks(item.device.current_price) : 0)
}

describe('cart line prices agree: the cart API, /order/ and a placed order', () => {
  it('for a rented number with refill, a number with a tariff, a device and a percent promocode', async () => {
    const jar = new CookieJar()
    const api = `${server.url}/api`
    await jar.fetch(`${api}/cart/`) // hands out the csrftoken cookie
    const add = async (body: unknown) => {
      const response = await postJson(jar, `${api}/cart/items/`, body)
      expect(response.status, JSON.stringify(body)).toBe(201)
      return (await response.json()) as CartItem
    }
    const put = (id: number, body: unknown) =>
      jar.fetch(`${api}/cart/items/${id}/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
        body: JSON.stringify(body),
      })
    // Number 5 is a star number: rentable, and its balance may be refilled.
    const rented = await add({ number: 5, sim_type: 4, rent_period: MONTHS })
    expect((await put(rented.id, { refill: true })).status).toBe(200)
    await add({ number: 4, sim_type: 4, tariff: 2 })
    await add({ device: 1 })
    const promocode = await jar.fetch(`${api}/cart/promocode/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
      body: JSON.stringify({ code: 'SALE10' }),
    })
    expect(promocode.status).toBe(200)

    // The cart API: its total is the lines' sum less the promocode's discount.
    const cart = (await (await jar.fetch(`${api}/cart/`)).json()) as Cart
    expect(
      cart.items.map((item) => [item.number?.id ?? null, item.rent_period, item.refill, item.tariff?.id ?? null, item.device?.id ?? null]),
    ).toEqual([
      [5, MONTHS, true, null, null],
      [4, null, false, 2, null],
      [null, null, false, null, 1],
    ])
    const lines = cart.items.map(expectedLinePrice)
    const itemsTotal = lines.reduce((sum, price) => sum + price, 0)
    const discount = kopecks(cart.promocode_discount)
    expect(discount).toBe(Math.floor(itemsTotal / 10))
    expect(kopecks(cart.total_price)).toBe(itemsTotal - discount)

    // The /order/ page: each line at the same price, and the same total.
    const orderPage = await (await jar.fetch(`${server.url}/order/`)).text()
    expect(pagePrices(orderPage, 'site-cart__price')).toEqual(lines)
    expect(pagePrices(orderPage, 'site-cart__total')).toEqual([kopecks(cart.total_price)])

    // A placed order: its stored lines, its totals and its result page.
    const placed = await postJson(jar, `${api}/orders/`, PICKUP_ORDER)
    expect(placed.status).toBe(201)
    const { url } = (await placed.json()) as OrderResponse
    const orderId = Number(/(\d+)\/$/.exec(url)?.[1])
    const stored = readDb((db) =>
      db.prepare('SELECT number_price, tariff_price, device_price, price FROM order_items WHERE order_id = ? ORDER BY position').all(orderId),
    ) as { number_price: number; tariff_price: number; device_price: number; price: number }[]
    expect(stored.map((line) => line.price)).toEqual(lines)
    for (const line of stored) expect(line.number_price + line.tariff_price + line.device_price).toBe(line.price)
    expect(stored[0]?.number_price).toBe(kopecks(rented.number?.rent_price) * MONTHS)

    const order = (await (await jar.fetch(`${api}/orders/${orderId}/`)).json()) as Record<string, string>
    expect(kopecks(order.items_price)).toBe(itemsTotal)
    expect(kopecks(order.promocode_discount)).toBe(discount)
    expect(kopecks(order.total_price)).toBe(kopecks(cart.total_price))

    const resultPage = await (await jar.fetch(`${server.url}${url}`)).text()
    expect(pagePrices(resultPage, 'site-cart__price')).toEqual(lines)
    expect(pagePrices(resultPage, 'site-cart__total')).toEqual([kopecks(cart.total_price)])
  })
})

/** A read-only look at the server's database file (WAL lets it read alongside the server). */
function readDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(server.sandbox.dbPath, { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}
