import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api'
import {
  $cart,
  EMPTY_CART_STATE,
  addToCart,
  cartStateFrom,
  clearCart,
  findCartItem,
  initCart,
  isInCart,
  loadCart,
  removeFromCart,
  resetCart,
} from '../../shared/stores'
import { json } from '../api/fetch-stub'
import { cart, item } from './cart-fixtures'
import { fakeCartServer } from './fake-cart-server'

const EXPANDED = '/api/cart/?expand=suitable_numbers,suitable_tariffs'

/** Records each `$cart` value as 'loaded|unloaded [loading] items=N' from now on. */
function recordCart(): string[] {
  const log: string[] = []
  const stop = $cart.subscribe((s) => {
    log.push(`${s.loaded ? 'loaded' : 'unloaded'}${s.loading ? ' loading' : ''} items=${s.items.length}`)
  })
  unsubscribers.push(stop)
  return log
}
const unsubscribers: (() => void)[] = []

beforeEach(() => {
  resetCart()
})
afterEach(() => {
  unsubscribers.splice(0).forEach((stop) => stop())
  vi.unstubAllGlobals()
})

describe('cart start (spec §4)', () => {
  it('starts unloaded and empty', () => {
    expect($cart.get()).toEqual(EMPTY_CART_STATE)
  })

  it('makes no request when the page has no items and is not the cart page', async () => {
    const server = fakeCartServer()
    const log = recordCart()
    await initCart({ itemCount: 0, isCartPage: false })
    expect([server.lines(), log]).toEqual([[], ['unloaded items=0']])
  })

  it('loads on the cart page even when the server says it is empty', async () => {
    const server = fakeCartServer()
    const log = recordCart()
    await initCart({ itemCount: 0, isCartPage: true, expand: true })
    expect([server.lines(), log]).toEqual([[`GET ${EXPANDED}`], ['unloaded items=0', 'unloaded loading items=0', 'loaded items=0']])
  })

  it('loads once when it has items, however many islands init it', async () => {
    const server = fakeCartServer([item(1, { number: 42 }), item(2, { device: 7 })])
    const log = recordCart()
    await Promise.all([1, 2, 3].map(() => initCart({ itemCount: 2, isCartPage: false })))
    expect([server.lines(), log]).toEqual([['GET /api/cart/'], ['unloaded items=0', 'unloaded loading items=0', 'loaded items=2']])
  })

  it('switches to the expanded cart when the cart page asks after another island started it', async () => {
    const server = fakeCartServer([item(1, { number: 42 })])
    await initCart({ itemCount: 1, isCartPage: true })
    await initCart({ itemCount: 1, isCartPage: true, expand: true })
    await initCart({ itemCount: 1, isCartPage: true, expand: true })
    await loadCart()
    expect(server.lines()).toEqual(['GET /api/cart/', `GET ${EXPANDED}`, `GET ${EXPANDED}`])
  })

  it('keeps a failed load in $cart.error, rejects, and lets the next init retry', async () => {
    let fail = true
    const server = fakeCartServer([item(1, { tariff: 9 })], () => (fail ? json(500, { detail: 'Ошибка' }) : undefined))
    const error = await initCart({ itemCount: 1, isCartPage: false }).catch((e: unknown) => e)
    const failed = $cart.get()
    fail = false
    await initCart({ itemCount: 1, isCartPage: false })
    expect([
      error instanceof ApiError,
      failed.error === error,
      failed.loading,
      failed.loaded,
      $cart.get().error,
      $cart.get().counts,
      server.lines(),
    ]).toEqual([true, true, false, false, null, { numbers: 0, tariffs: 1, devices: 0 }, ['GET /api/cart/', 'GET /api/cart/']])
  })
})

describe('cart state', () => {
  it('derives counts, id lists and refillable numbers from the items', () => {
    const state = cartStateFrom(
      cart([item(1, { number: 42, tariff: 9, refillable: true, refill: true }), item(2, { number: 43 }), item(3, { device: 7 })], {
        promocode: { code: 'SALE', discount: '100.00', currency: { id: 1, name: 'RUB', site_symbol: '₽' } },
      }),
    )
    expect({
      loaded: state.loaded,
      counts: state.counts,
      numberIds: state.numberIds,
      tariffIds: state.tariffIds,
      deviceIds: state.deviceIds,
      refillable: state.refillableNumbers.map((r) => [r.itemId, r.number.id, r.refill]),
      promocode: state.promocode?.code,
    }).toEqual({
      loaded: true,
      counts: { numbers: 2, tariffs: 1, devices: 1 },
      numberIds: [42, 43],
      tariffIds: [9],
      deviceIds: [7],
      refillable: [[1, 42, true]],
      promocode: 'SALE',
    })
  })

  it('tells what is in the cart and which item holds it', () => {
    const state = cartStateFrom(cart([item(1, { number: 42, tariff: 9 }), item(3, { device: 7 })]))
    expect([
      isInCart(state, { number: 42 }),
      isInCart(state, { tariff: 9 }),
      isInCart(state, { device: 7 }),
      isInCart(state, { device: 42 }),
      findCartItem(state, { device: 7 })?.id,
      isInCart(EMPTY_CART_STATE, { number: 42 }),
    ]).toEqual([true, true, true, false, 3, false])
  })
})

describe('cart actions', () => {
  it('adds, then reloads with the detail level the page asked for', async () => {
    const server = fakeCartServer()
    await initCart({ itemCount: 0, isCartPage: true, expand: true })
    const log = recordCart()
    const added = await addToCart({ tariff: 9 })
    expect([added.tariff?.id, server.lines(), log, isInCart($cart.get(), { tariff: 9 })]).toEqual([
      9,
      [`GET ${EXPANDED}`, 'POST /api/cart/items/ {"tariff":9}', `GET ${EXPANDED}`],
      ['loaded items=0', 'loaded loading items=0', 'loaded items=1'],
      true,
    ])
  })

  it('removes an item and reloads', async () => {
    const server = fakeCartServer([item(1, { number: 42 }), item(2, { device: 7 })])
    await initCart({ itemCount: 2, isCartPage: false })
    const log = recordCart()
    await removeFromCart(2)
    expect([server.lines(), log, $cart.get().deviceIds]).toEqual([
      ['GET /api/cart/', 'DELETE /api/cart/items/2/', 'GET /api/cart/'],
      ['loaded items=2', 'loaded loading items=2', 'loaded items=1'],
      [],
    ])
  })

  it('clears: resets everything at once, then loads the empty cart', async () => {
    const server = fakeCartServer([item(1, { number: 42 })])
    await initCart({ itemCount: 1, isCartPage: false })
    const log = recordCart()
    await clearCart()
    expect([server.lines(), log]).toEqual([
      ['GET /api/cart/', 'DELETE /api/cart/', 'GET /api/cart/'],
      ['loaded items=1', 'unloaded items=0', 'unloaded loading items=0', 'loaded items=0'],
    ])
  })

  it('rejects a failed add with the ApiError and still reloads', async () => {
    const server = fakeCartServer([item(1, { number: 42 })], (r) =>
      r.method === 'POST' ? json(400, { non_field_errors: ['Уже в корзине'] }) : undefined,
    )
    const error = await addToCart({ number: 42, sim_type: 4 }).catch((e: unknown) => e)
    expect([error instanceof ApiError && error.nonFieldErrors, server.lines(), $cart.get().numberIds]).toEqual([
      ['Уже в корзине'],
      ['POST /api/cart/items/ {"number":42,"sim_type":4}', 'GET /api/cart/'],
      [42],
    ])
  })
})

describe('resetCart and stale loads', () => {
  it('restores the initial state and drops a load still in flight', async () => {
    let release: () => void = () => undefined
    fakeCartServer([item(1, { number: 42 })], (r) =>
      r.method === 'GET' ? new Promise<Response>((done) => (release = () => done(json(200, cart([item(1, { number: 42 })]))))) : undefined,
    )
    const log = recordCart()
    const loading = loadCart()
    resetCart()
    release()
    await loading
    expect([$cart.get(), log]).toEqual([EMPTY_CART_STATE, ['unloaded items=0', 'unloaded loading items=0', 'unloaded items=0']])
  })

  it('applies only the newest of overlapping loads', async () => {
    const answers = [cart([item(1, { number: 1 })]), cart([item(1, { number: 1 }), item(2, { number: 2 })])]
    const releases: (() => void)[] = []
    fakeCartServer([], (r) => {
      if (r.method !== 'GET') return undefined
      const body = answers[releases.length]
      return new Promise<Response>((done) => releases.push(() => done(json(200, body))))
    })
    const older = loadCart()
    const newer = loadCart()
    releases[1]?.()
    await newer
    releases[0]?.()
    await older
    expect($cart.get().numberIds).toEqual([1, 2])
  })
})
