import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../browser/api/errors'
import type { Cart, CartItem } from '../../shared/api/types'
import { $cart, addToCart, clearCart, initCart, loadCart, removeFromCart, resetCart } from '../../browser/stores/cart'
import { EMPTY_CART_STATE, cartStateFrom, findCartItem, isInCart } from '../../browser/stores/cart-state'
import { apiRequest, holdRequests, logRequests, referenceResponse, useReferenceServer } from '../../testing'

// The store against the reference server (testing kit): the answers are the real ones.
const server = useReferenceServer()
// A visitor who has been on a page: the csrftoken cookie it set (apiRequest sets one first).
beforeEach(() => apiRequest('GET', '/api/cart/'))
const EXPANDED = '/api/cart/?expand=suitable_numbers,suitable_tariffs'

/** Records each `$cart` value as 'loaded|unloaded [loading] items=N' from now on. */
function recordCart(): string[] {
  const log: string[] = []
  unsubscribers.push(
    $cart.subscribe((s) => {
      log.push(`${s.loaded ? 'loaded' : 'unloaded'}${s.loading ? ' loading' : ''} items=${s.items.length}`)
    }),
  )
  return log
}
const unsubscribers: (() => void)[] = []

/** Items put into the cart elsewhere (another page), which this store has not loaded; returns their ids. */
async function inCart(...bodies: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = []
  for (const body of bodies) {
    const { status, data } = await apiRequest<CartItem>('POST', '/api/cart/items/', body)
    expect(status).toBe(201)
    ids.push(data.id)
  }
  return ids
}

afterEach(() => {
  unsubscribers.splice(0).forEach((stop) => stop())
  resetCart()
})

describe('cart start (spec §4)', () => {
  it('starts unloaded and empty', () => {
    expect($cart.get()).toEqual(EMPTY_CART_STATE)
  })

  it('makes no request when the page has no items and is not the cart page', async () => {
    const sent = logRequests(server)
    const log = recordCart()
    await initCart({ itemCount: 0, isCartPage: false })
    expect([sent, log]).toEqual([[], ['unloaded items=0']])
  })

  it('loads on the cart page even when the server says it is empty', async () => {
    const sent = logRequests(server)
    const log = recordCart()
    await initCart({ itemCount: 0, isCartPage: true, expand: true })
    expect([sent, log]).toEqual([[`GET ${EXPANDED}`], ['unloaded items=0', 'unloaded loading items=0', 'loaded items=0']])
  })

  it('loads once when it has items, however many islands init it', async () => {
    await inCart({ number: 1, sim_type: 4 }, { device: 4 })
    const sent = logRequests(server)
    const log = recordCart()
    await Promise.all([1, 2, 3].map(() => initCart({ itemCount: 2, isCartPage: false })))
    expect([sent, log]).toEqual([['GET /api/cart/'], ['unloaded items=0', 'unloaded loading items=0', 'loaded items=2']])
  })

  it('switches to the expanded cart when the cart page asks after another island started it', async () => {
    await inCart({ number: 1, sim_type: 4 })
    const sent = logRequests(server)
    await initCart({ itemCount: 1, isCartPage: true })
    await initCart({ itemCount: 1, isCartPage: true, expand: true })
    await initCart({ itemCount: 1, isCartPage: true, expand: true })
    await loadCart()
    expect(sent).toEqual(['GET /api/cart/', `GET ${EXPANDED}`, `GET ${EXPANDED}`])
  })

  it('keeps a failed load in $cart.error, rejects, and lets the next init retry', async () => {
    await inCart({ tariff: 9 })
    server.use(http.get('/api/cart/', () => HttpResponse.json({ detail: 'Ошибка' }, { status: 500 }), { once: true }))
    const sent = logRequests(server)
    const error = await initCart({ itemCount: 1, isCartPage: false }).catch((e: unknown) => e)
    const failed = $cart.get()
    await initCart({ itemCount: 1, isCartPage: false })
    expect([error instanceof ApiError, failed.error === error, failed.loading, failed.loaded, $cart.get().error, $cart.get().counts, sent]).toEqual([
      true,
      true,
      false,
      false,
      null,
      { numbers: 0, tariffs: 1, devices: 0 },
      ['GET /api/cart/', 'GET /api/cart/'],
    ])
  })
})

describe('cart state', () => {
  /** The reference server's cart: number 5 with tariff 1 and its refill, number 1, the router, SALE10. */
  async function fullCart(): Promise<{ cart: Cart; ids: number[] }> {
    const ids = await inCart({ number: 5, sim_type: 4 }, { number: 1, sim_type: 4 }, { device: 4 })
    expect((await apiRequest('PUT', `/api/cart/items/${ids[0]}/`, { tariff: 1 })).status).toBe(200)
    expect((await apiRequest('PUT', `/api/cart/items/${ids[0]}/`, { refill: true })).status).toBe(200)
    expect((await apiRequest('PUT', '/api/cart/promocode/', { code: 'SALE10' })).status).toBe(200)
    return { cart: (await apiRequest<Cart>('GET', '/api/cart/')).data, ids }
  }

  it('derives counts, id lists and refillable numbers from the items', async () => {
    const { cart, ids } = await fullCart()
    const state = cartStateFrom(cart)
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
      numberIds: [5, 1],
      tariffIds: [1],
      deviceIds: [4],
      refillable: [
        [ids[0], 5, true],
        [ids[1], 1, false],
      ],
      promocode: 'SALE10',
    })
  })

  it('tells what is in the cart and which item holds it', async () => {
    const { cart, ids } = await fullCart()
    const state = cartStateFrom(cart)
    expect([
      isInCart(state, { number: 5 }),
      isInCart(state, { tariff: 1 }),
      isInCart(state, { device: 4 }),
      isInCart(state, { device: 5 }),
      findCartItem(state, { device: 4 })?.id,
      isInCart(EMPTY_CART_STATE, { number: 5 }),
    ]).toEqual([true, true, true, false, ids[2], false])
  })
})

describe('cart actions', () => {
  it('adds, then reloads with the detail level the page asked for', async () => {
    await initCart({ itemCount: 0, isCartPage: true, expand: true })
    const sent = logRequests(server)
    const log = recordCart()
    const added = await addToCart({ tariff: 9 })
    expect([added.tariff?.id, sent, log, isInCart($cart.get(), { tariff: 9 })]).toEqual([
      9,
      ['POST /api/cart/items/ {"tariff":9}', `GET ${EXPANDED}`],
      ['loaded items=0', 'loaded loading items=0', 'loaded items=1'],
      true,
    ])
  })

  it('removes an item and reloads', async () => {
    const [, router] = await inCart({ number: 1, sim_type: 4 }, { device: 4 })
    await initCart({ itemCount: 2, isCartPage: false })
    const sent = logRequests(server)
    const log = recordCart()
    await removeFromCart(router!)
    expect([sent, log, $cart.get().deviceIds]).toEqual([
      [`DELETE /api/cart/items/${router}/`, 'GET /api/cart/'],
      ['loaded items=2', 'loaded loading items=2', 'loaded items=1'],
      [],
    ])
  })

  it('clears: resets everything at once, then loads the empty cart', async () => {
    await inCart({ number: 1, sim_type: 4 })
    await initCart({ itemCount: 1, isCartPage: false })
    const sent = logRequests(server)
    const log = recordCart()
    await clearCart()
    expect([sent, log]).toEqual([
      ['DELETE /api/cart/', 'GET /api/cart/'],
      ['loaded items=1', 'unloaded items=0', 'unloaded loading items=0', 'loaded items=0'],
    ])
  })

  it('rejects a failed add with the ApiError and still reloads', async () => {
    // Already in the cart (added on another page): the reference server refuses it.
    await inCart({ number: 1, sim_type: 4 })
    const sent = logRequests(server)
    const error = await addToCart({ number: 1, sim_type: 4 }).catch((e: unknown) => e)
    expect([error instanceof ApiError && error.nonFieldErrors, sent, $cart.get().numberIds]).toEqual([
      ['Этот товар уже в корзине.'],
      ['POST /api/cart/items/ {"number":1,"sim_type":4}', 'GET /api/cart/'],
      [1],
    ])
  })
})

describe('resetCart and stale loads', () => {
  it('restores the initial state and drops a load still in flight', async () => {
    await inCart({ number: 1, sim_type: 4 })
    const held = holdRequests(server, '/api/cart/')
    const log = recordCart()
    const loading = loadCart()
    const first = await held.arrived(0)
    resetCart()
    first.release()
    await loading
    expect([$cart.get(), log]).toEqual([EMPTY_CART_STATE, ['unloaded items=0', 'unloaded loading items=0', 'unloaded items=0']])
  })

  it('applies only the newest of overlapping loads', async () => {
    await inCart({ number: 1, sim_type: 4 })
    const held = holdRequests(server, '/api/cart/')
    const older = loadCart()
    // The older answer is what the server said then: one number.
    const olderAnswer = await referenceResponse((await held.arrived(0)).request)
    await inCart({ number: 2, sim_type: 4 })
    const newer = loadCart()
    ;(await held.arrived(1)).release()
    await newer
    held[0]!.answer(olderAnswer)
    await older
    expect($cart.get().numberIds).toEqual([1, 2])
  })
})
