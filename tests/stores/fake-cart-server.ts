import type { CartItem } from '../../shared/api'
import { json, stubFetch, type SeenRequest } from '../api/fetch-stub'
import { cart, item } from './cart-fixtures'

type Override = (request: SeenRequest) => Response | Promise<Response> | undefined

/**
 * A stateful stand-in for the cart endpoints of spec §7, on a stubbed `fetch`.
 * `override` answers a request first when it returns a response (failures, delays).
 */
export function fakeCartServer(initial: CartItem[] = [], override: Override = () => undefined) {
  let items = [...initial]
  let nextId = 100
  const stub = stubFetch((request) => override(request) ?? answer(request))

  function answer(request: SeenRequest): Response {
    const { method, url } = request
    const itemId = /^\/api\/cart\/items\/(\d+)\/$/.exec(url)?.[1]
    if (method === 'GET' && url.startsWith('/api/cart/')) return json(200, cart(items))
    if (method === 'DELETE' && url === '/api/cart/') {
      items = []
      return new Response(null, { status: 204 })
    }
    if (method === 'POST' && url === '/api/cart/items/') {
      const added = item(nextId++, request.body as Parameters<typeof item>[1])
      items.push(added)
      return json(201, added)
    }
    if (method === 'DELETE' && itemId) {
      items = items.filter((entry) => entry.id !== Number(itemId))
      return new Response(null, { status: 204 })
    }
    return json(404, { detail: 'Не найдено' })
  }

  /** The requests as `METHOD url body` lines, easy to compare whole. */
  const lines = () =>
    stub.seen.map((r) => [r.method, r.url, r.body === undefined ? '' : JSON.stringify(r.body)].join(' ').trim())
  return { ...stub, lines }
}
