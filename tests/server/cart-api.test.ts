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

const putJson = (url: string, body: unknown, who: CookieJar = jar) =>
  who.fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-csrftoken': who.get('csrftoken') ?? '' },
    body: JSON.stringify(body),
  })
const sendDelete = (url: string, who: CookieJar = jar) => who.fetch(url, { method: 'DELETE', headers: { 'x-csrftoken': who.get('csrftoken') ?? '' } })
const itemUrl = (id: number) => `${server.url}/api/cart/items/${id}/`
const putItem = async (id: number, body: unknown) => {
  const response = await putJson(itemUrl(id), body)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & Partial<CartItem> }
}
const addOne = async (body: unknown): Promise<CartItem> => {
  const response = await addItem(body)
  expect(response.status).toBe(201)
  return (await response.json()) as CartItem
}

describe('GET /api/cart/?expand=suitable_numbers,suitable_tariffs', () => {
  beforeAll(async () => {
    jar = await visitor()
    await addOne({ number: 1, sim_type: 4 }) // МТС
    await addOne({ tariff: 3 }) // Билайн
  })

  it('leaves the suitable lists empty without expand', async () => {
    const cart = await getCart()

    for (const item of cart.items) {
      expect(item.suitable_tariffs).toEqual([])
      expect(item.suitable_numbers).toEqual([])
      expect(item.tariffs_has_next).toBe(false)
      expect(item.numbers_has_next).toBe(false)
    }
  })

  it('gives a number the tariffs of its provider and a tariff the first 5 numbers of its provider', async () => {
    const response = await jar.fetch(`${server.url}/api/cart/?expand=suitable_numbers,suitable_tariffs`)
    const [numberItem, tariffItem] = ((await response.json()) as Cart).items

    expect(numberItem?.suitable_tariffs?.map((t) => t.id)).toEqual([1, 2, 9])
    expect(numberItem?.suitable_tariffs?.every((t) => t.provider === 1)).toBe(true)
    expect(numberItem?.tariffs_has_next).toBe(false)
    expect(numberItem?.suitable_numbers).toEqual([])
    expect(tariffItem?.suitable_numbers).toHaveLength(5)
    expect(tariffItem?.suitable_numbers?.every((n) => n.provider === 2 && !n.archive)).toBe(true)
    expect(tariffItem?.numbers_has_next).toBe(true)
    expect(tariffItem?.suitable_tariffs).toEqual([])
  })

  it('expands only what is asked for', async () => {
    const response = await jar.fetch(`${server.url}/api/cart/?expand=suitable_tariffs`)
    const [numberItem, tariffItem] = ((await response.json()) as Cart).items

    expect(numberItem?.suitable_tariffs).toHaveLength(3)
    expect(tariffItem?.suitable_numbers).toEqual([])
  })
})

describe('PUT /api/cart/items/{id}/', () => {
  let tariffLine: CartItem
  let plainNumberLine: CartItem
  let deviceLine: CartItem

  beforeAll(async () => {
    jar = await visitor()
    tariffLine = await addOne({ tariff: 1 }) // МТС tariff
    plainNumberLine = await addOne({ number: 4, sim_type: 4 }) // Tele2: no rent, no refill
    deviceLine = await addOne({ device: 1 })
  })

  it('attaches a number with {number, sim_type: 4}', async () => {
    const { status, body } = await putItem(tariffLine.id, { number: 5, sim_type: 4 })

    expect(status).toBe(200)
    expect(body.id).toBe(tariffLine.id)
    expect(body.number?.id).toBe(5)
    expect(body.tariff?.id).toBe(1)
    expect(body.sim_type).toEqual({ id: 4, display_name: 'Универсальная' })
  })

  it('refuses another SIM type, an unknown number and a number held by another line', async () => {
    expect(await putItem(tariffLine.id, { number: 2, sim_type: 1 })).toEqual({
      status: 400,
      body: { sim_type: ['Доступна только SIM-карта «Универсальная».'] },
    })
    expect((await putItem(tariffLine.id, { number: 999999, sim_type: 4 })).body).toEqual({ number: ['Номер не найден.'] })
    expect((await putItem(tariffLine.id, { number: 4, sim_type: 4 })).body).toEqual({
      non_field_errors: ['Этот товар уже в корзине.'],
      code: 'already_in_cart',
    })
  })

  it('sets a rent period of at least MIN_RENT_PERIOD on a rentable number, and prices the rent', async () => {
    const { status, body } = await putItem(tariffLine.id, { rent_period: 3 })

    expect(status).toBe(200)
    expect(body.rent_period).toBe(3)
    const line = (await getCart()).items.find((item) => item.id === tariffLine.id)
    expect(line?.rent_period).toBe(3)
  })

  it('refuses a short rent period, a non-integer and rent of a number that is not for rent', async () => {
    expect(await putItem(tariffLine.id, { rent_period: 1 })).toEqual({
      status: 400,
      body: { rent_period: ['Минимальный срок аренды — 3 мес.'] },
    })
    expect((await putItem(tariffLine.id, { rent_period: 'год' })).body).toEqual({ rent_period: ['Требуется целое число.'] })
    expect((await putItem(plainNumberLine.id, { rent_period: 6 })).body).toEqual({
      rent_period: ['Этот номер не сдаётся в аренду.'],
    })
  })

  it('sets refill on a number that allows it and refuses it elsewhere', async () => {
    const ok = await putItem(tariffLine.id, { refill: true })
    expect(ok.status).toBe(200)
    expect(ok.body.refill).toBe(true)

    expect(await putItem(plainNumberLine.id, { refill: true })).toEqual({
      status: 400,
      body: { refill: ['Для этого номера пополнение баланса недоступно.'] },
    })
    expect((await putItem(tariffLine.id, { refill: 'maybe' })).body).toEqual({ refill: ['Требуется логическое значение.'] })
  })

  it('detaches the number with {number: null, sim_type: null}, answering removed_number', async () => {
    const { status, body } = await putItem(tariffLine.id, { number: null, sim_type: null })

    expect(status).toBe(200)
    expect((body.removed_number as { id: number }).id).toBe(5)
    expect(body.number).toBeNull()
    expect(body.sim_type).toBeNull()
    expect(body.rent_period).toBeNull()
    expect(body.refill).toBe(false)
    expect(body.tariff?.id).toBe(1)
    expect((await putItem(tariffLine.id, { rent_period: 3 })).body).toEqual({ rent_period: ['В позиции нет номера.'] })
  })

  it('attaches a tariff with {tariff} and refuses an unknown one or one already in the cart', async () => {
    const { status, body } = await putItem(plainNumberLine.id, { tariff: 7 })

    expect(status).toBe(200)
    expect(body.tariff?.id).toBe(7)
    expect(body.number?.id).toBe(4)
    expect((await putItem(plainNumberLine.id, { tariff: 999 })).body).toEqual({ tariff: ['Тариф не найден.'] })
    expect((await putItem(plainNumberLine.id, { tariff: 1 })).body).toEqual({
      non_field_errors: ['Этот товар уже в корзине.'],
      code: 'already_in_cart',
    })
  })

  it('detaches a tariff with {tariff: null}, answering removed_tariff', async () => {
    const { status, body } = await putItem(plainNumberLine.id, { tariff: null })

    expect(status).toBe(200)
    expect((body.removed_tariff as { id: number }).id).toBe(7)
    expect(body.tariff).toBeNull()
    expect(body.number?.id).toBe(4)
  })

  it('deletes a line left empty: the tariff-only line after {tariff: null}', async () => {
    const { status, body } = await putItem(tariffLine.id, { tariff: null })

    expect(status).toBe(200)
    expect((body.removed_tariff as { id: number }).id).toBe(1)
    expect((await getCart()).items.map((item) => item.id)).not.toContain(tariffLine.id)
  })

  it('keeps a number off a device line and only lets {device: null} remove it', async () => {
    expect((await putItem(deviceLine.id, { number: 2, sim_type: 4 })).body).toEqual({
      non_field_errors: ['Устройство добавляется в корзину отдельной позицией.'],
    })
    expect((await putItem(deviceLine.id, { device: 2 })).body).toEqual({
      device: ['Устройство можно только убрать из позиции.'],
    })

    const { status, body } = await putItem(deviceLine.id, { device: null })
    expect(status).toBe(200)
    expect((body.removed_device as { id: number }).id).toBe(1)
    expect((await getCart()).items.map((item) => item.id)).toEqual([plainNumberLine.id])
  })

  it('wants exactly one change per body', async () => {
    expect((await putItem(plainNumberLine.id, {})).body).toEqual({ non_field_errors: ['Укажите, что изменить в позиции.'] })
    expect((await putItem(plainNumberLine.id, { tariff: 2, refill: false })).body).toEqual({
      non_field_errors: ['За один запрос можно изменить в позиции только что-то одно.'],
    })
  })

  it("answers 404 for another visitor's line, an unknown id and a malformed id", async () => {
    const stranger = await visitor()
    const foreign = await putJson(itemUrl(plainNumberLine.id), { tariff: 2 }, stranger)

    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual({ detail: 'Не найдено.' })
    expect((await putItem(999999, { tariff: 2 })).status).toBe(404)
    expect((await putJson(`${server.url}/api/cart/items/abc/`, { tariff: 2 })).status).toBe(404)
    expect((await getCart()).items[0]?.tariff).toBeNull()
  })

  it('refuses a PUT without the CSRF token', async () => {
    const response = await jar.fetch(itemUrl(plainNumberLine.id), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tariff: 2 }),
    })
    expect(response.status).toBe(403)
  })
})

describe('DELETE /api/cart/items/{id}/ and DELETE /api/cart/', () => {
  beforeAll(async () => {
    jar = await visitor()
  })

  it('deletes one line (204), then answers 404 for it', async () => {
    const first = await addOne({ tariff: 4 })
    const second = await addOne({ device: 2 })

    expect((await sendDelete(itemUrl(first.id))).status).toBe(204)
    expect((await getCart()).items.map((item) => item.id)).toEqual([second.id])
    expect((await sendDelete(itemUrl(first.id))).status).toBe(404)
  })

  it("answers 404 for another visitor's line and leaves it alone", async () => {
    const stranger = await visitor()
    const [line] = (await getCart()).items

    expect((await sendDelete(itemUrl(line?.id ?? 0), stranger)).status).toBe(404)
    expect((await getCart()).items).toHaveLength(1)
  })

  it('refuses a DELETE without the CSRF token', async () => {
    const [line] = (await getCart()).items
    const response = await jar.fetch(itemUrl(line?.id ?? 0), { method: 'DELETE' })
    expect(response.status).toBe(403)
  })

  it('clears the whole cart and its promocode with DELETE /api/cart/ (204)', async () => {
    await addOne({ tariff: 5 })
    expect((await putJson(`${server.url}/api/cart/promocode/`, { code: 'SALE10' })).status).toBe(200)

    expect((await sendDelete(`${server.url}/api/cart/`)).status).toBe(204)
    const cart = await getCart()
    expect(cart.items).toEqual([])
    expect(cart.promocode).toBeNull()
    expect(cart.total_price).toBe('0.00')
  })

  it('answers 204 for a visitor without a cart', async () => {
    const stranger = await visitor()
    expect((await sendDelete(`${server.url}/api/cart/`, stranger)).status).toBe(204)
  })
})

describe('promocodes', () => {
  const promocodeUrl = () => `${server.url}/api/cart/promocode/`
  let itemsTotal: number

  beforeAll(async () => {
    jar = await visitor()
    await addOne({ device: 2 })
    itemsTotal = Number((await getCart()).total_price)
  })

  it('applies WELCOME500: 500 ₽ off the total', async () => {
    const response = await putJson(promocodeUrl(), { code: 'WELCOME500' })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 'WELCOME500',
      discount: '500.00',
      currency: { id: 1, name: 'RUB', site_symbol: '₽' },
    })
    const cart = await getCart()
    expect(cart.promocode?.code).toBe('WELCOME500')
    expect(cart.promocode_discount).toBe('500.00')
    expect(Number(cart.total_price)).toBeCloseTo(itemsTotal - 500, 2)
  })

  it('applies SALE10 (any case) as 10 % of the items', async () => {
    const response = await putJson(promocodeUrl(), { code: 'sale10' })
    const cart = await getCart()

    expect(response.status).toBe(200)
    expect(cart.promocode?.code).toBe('SALE10')
    expect(Number(cart.promocode_discount)).toBeCloseTo(Math.floor(itemsTotal * 10) / 100, 2)
    expect(Number(cart.total_price)).toBeCloseTo(itemsTotal - Number(cart.promocode_discount), 2)
  })

  it('refuses unknown, expired and missing codes and keeps the applied one', async () => {
    for (const code of ['NOPE', 'OLD2020']) {
      const response = await putJson(promocodeUrl(), { code })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: ['Промокод не действует'] })
    }
    const missing = await putJson(promocodeUrl(), {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ code: ['Обязательное поле.'] })
    expect((await getCart()).promocode?.code).toBe('SALE10')
  })

  it('removes the promocode with DELETE (204)', async () => {
    expect((await sendDelete(promocodeUrl())).status).toBe(204)
    const cart = await getCart()

    expect(cart.promocode).toBeNull()
    expect(cart.promocode_discount).toBe('0.00')
    expect(Number(cart.total_price)).toBeCloseTo(itemsTotal, 2)
  })

  it('never takes the total below 0', async () => {
    jar = await visitor()
    await addOne({ tariff: 8 }) // 200 ₽
    await putJson(promocodeUrl(), { code: 'WELCOME500' })
    const cart = await getCart()

    expect(cart.total_price).toBe('0.00')
    expect(cart.promocode_discount).toBe('200.00')
    expect(cart.promocode?.discount).toBe('200.00')
  })

  it('applies a promocode link and redirects with promocode_status=ok', async () => {
    jar = new CookieJar()
    const response = await jar.fetch(`${server.url}/promocode/WELCOME500/`)

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/?promocode_status=ok')
    expect((await getCart()).promocode?.code).toBe('WELCOME500')
  })

  it('redirects an expired or unknown link with promocode_status=invalid and starts no session', async () => {
    jar = new CookieJar()
    for (const code of ['OLD2020', 'NOPE']) {
      const response = await jar.fetch(`${server.url}/promocode/${code}/`)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/?promocode_status=invalid')
    }
    expect(jar.get('sessionid')).toBeUndefined()
  })
})
