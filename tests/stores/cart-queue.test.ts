import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../browser/api/errors'
import { $cart, addToCart, resetCart } from '../../browser/stores/cart'
import { enqueueCartWrite, pendingCartWrites } from '../../browser/stores/cart-queue'
import { apiRequest, logRequests, referenceResponse, useReferenceServer } from '../../testing'

const server = useReferenceServer()
// A visitor who has been on a page: the csrftoken cookie it set (apiRequest sets one first).
beforeEach(() => apiRequest('GET', '/api/cart/'))

/** Deterministic "random" delays (0–9 ms), so a failure reproduces. */
function delays(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % 10
  }
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

afterEach(() => resetCart())

describe('cart write queue (spec §4: one at a time)', () => {
  it('sends ten fast adds one after another, in click order, then reloads once', async () => {
    const events: string[] = []
    const next = delays(7)
    // The reference server answers each add after a random delay; the log shows when each goes and comes back.
    server.use(
      http.all('/api/cart/*', async ({ request }) => {
        const body = request.method === 'POST' ? ` ${await request.clone().text()}` : ''
        events.push(`→ ${request.method}${body}`)
        const response = await referenceResponse(request)
        await sleep(next())
        events.push(`← ${request.method}`)
        return response
      }),
    )

    // Ten: the reference server's CART_MAX_ITEMS.
    const tariffs = Array.from({ length: 10 }, (_, i) => i + 1)
    await Promise.all(tariffs.map((tariff) => addToCart({ tariff })))

    const expected = tariffs.flatMap((tariff) => [`→ POST {"tariff":${tariff}}`, '← POST'])
    expect(events).toEqual([...expected, '→ GET', '← GET'])
    expect([$cart.get().tariffIds, pendingCartWrites()]).toEqual([tariffs, 0])
  })

  it('goes on after a failed write in the middle', async () => {
    const sent = logRequests(server)
    // The third is the first again: the reference server refuses it (already in the cart).
    const outcomes = await Promise.allSettled([1, 2, 1, 4, 5].map((device) => addToCart({ device })))
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? `ok ${o.value.device?.id}` : `${(o.reason as ApiError).status}`))).toEqual([
      'ok 1',
      'ok 2',
      '400',
      'ok 4',
      'ok 5',
    ])
    expect(sent).toEqual([
      'POST /api/cart/items/ {"device":1}',
      'POST /api/cart/items/ {"device":2}',
      'POST /api/cart/items/ {"device":1}',
      'POST /api/cart/items/ {"device":4}',
      'POST /api/cart/items/ {"device":5}',
      'GET /api/cart/',
    ])
  })

  it('keeps its order when a write throws before returning a promise', async () => {
    const log: string[] = []
    const results = await Promise.allSettled([
      enqueueCartWrite(async () => {
        await sleep(5)
        log.push('a')
      }),
      enqueueCartWrite(() => {
        log.push('b')
        throw new Error('b failed')
      }),
      enqueueCartWrite(async () => {
        log.push('c')
      }),
    ])
    expect([log, results.map((r) => r.status)]).toEqual([
      ['a', 'b', 'c'],
      ['fulfilled', 'rejected', 'fulfilled'],
    ])
  })
})
