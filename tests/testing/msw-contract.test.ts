import { describe, expect, it } from 'vitest'
import { apiRequest, logRequests, useReferenceServer } from '../../testing'

/** What an msw user expects of the kit (issue 30): unknown paths are unhandled, their own listeners stay. */
const server = useReferenceServer()
const seen: string[] = []
// A listener of the tester's own, registered once for the file: the kit's cleanup must leave it.
server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url).pathname))

describe('testing kit and msw', () => {
  it('a path the reference server does not route fails as an unhandled request, not as its 404', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args.join(' '))
    try {
      await expect(fetch('/api/cart/itemz/')).rejects.toThrow()
    } finally {
      console.error = original
    }
    expect(String(errors[0])).toContain('intercepted a request without a matching request handler')
    expect(String(errors[0])).toContain('GET /api/cart/itemz/')
  })

  it('a routed path is answered by the reference server, a missing object there with its 404', async () => {
    expect((await apiRequest('GET', '/api/cart/')).status).toBe(200)
    expect((await apiRequest('DELETE', '/api/cart/items/999999/')).status).toBe(404)
  })

  it("the kit's request logs end with the test; the tester's own listener stays", async () => {
    const sent = logRequests(server)
    await apiRequest('GET', '/api/cart/')
    expect(sent).toEqual(['GET /api/cart/'])
  })

  it('…and in the next test', async () => {
    seen.length = 0
    await apiRequest('GET', '/api/cart/')
    expect(seen).toEqual(['/api/cart/'])
  })
})
