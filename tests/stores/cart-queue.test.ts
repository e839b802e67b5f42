import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api'
import { $cart, addToCart, enqueueCartWrite, pendingCartWrites, resetCart } from '../../shared/stores'
import { json } from '../api/fetch-stub'
import { fakeCartServer } from './fake-cart-server'

/** Deterministic "random" delays (0–9 ms), so a failure reproduces. */
function delays(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % 10
  }
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

beforeEach(() => {
  resetCart()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cart write queue (spec §4: one at a time)', () => {
  it('sends twenty fast adds one after another, in click order, then reloads once', async () => {
    const events: string[] = []
    const next = delays(7)
    fakeCartServer([], (r) => {
      events.push(`→ ${r.method} ${r.body === undefined ? '' : JSON.stringify(r.body)}`.trim())
      return undefined
    })
    // Wrap the stub so the log also shows when each answer comes back, after a random delay.
    const inner = globalThis.fetch
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      const response = await inner(...args)
      await sleep(next())
      events.push(`← ${args[1]?.method ?? 'GET'}`)
      return response
    })

    const devices = Array.from({ length: 20 }, (_, i) => i + 1)
    await Promise.all(devices.map((device) => addToCart({ device })))

    const expected = devices.flatMap((device) => [`→ POST {"device":${device}}`, '← POST'])
    expect(events).toEqual([...expected, '→ GET', '← GET'])
    expect([$cart.get().deviceIds, pendingCartWrites()]).toEqual([devices, 0])
  })

  it('goes on after a failed write in the middle', async () => {
    const server = fakeCartServer([], (r) =>
      r.method === 'POST' && (r.body as { device: number }).device === 3
        ? json(400, { non_field_errors: ['Слишком много элементов в корзине. Нельзя положить больше!'] })
        : undefined,
    )
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((device) => addToCart({ device })))
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? `ok ${o.value.device?.id}` : `${(o.reason as ApiError).status}`))).toEqual([
      'ok 1',
      'ok 2',
      '400',
      'ok 4',
      'ok 5',
    ])
    expect(server.lines()).toEqual([
      'POST /api/cart/items/ {"device":1}',
      'POST /api/cart/items/ {"device":2}',
      'POST /api/cart/items/ {"device":3}',
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
