import { http, type HttpHandler } from 'msw'
import { reference } from './reference-state'

/**
 * The store's API for a test file: msw handlers that answer every same-origin request the
 * reference server routes (each call of spec §7, the pages a catalogue asks for its fragments,
 * the forms) with its own answer, in process, with the visitor's cookies going back and forth as
 * in a browser. A path it does not route is left unhandled, so `onUnhandledRequest: 'error'`
 * fails the test that asked for it (a mistyped URL), as msw intends.
 */

// Hop-by-hop and length headers describe the inject's own transfer, not the answer.
const DROPPED = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])
const NO_BODY = new Set([101, 204, 205, 304])

/**
 * The reference server's answer to `request`, as the browser would get it: its `Set-Cookie`
 * lines go into the visitor's cookies. Use it in an override to hold or inspect a real answer:
 *
 * @example
 * server.use(http.get('/api/cart/', async ({ request }) => { await gate; return referenceResponse(request) }))
 */
export async function referenceResponse(request: Request): Promise<Response> {
  const { server, jar } = reference()
  const url = new URL(request.url)
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    // The jar sends the visitor's cookies; msw's own view of them is not the browser's.
    if (name.toLowerCase() !== 'cookie') headers[name] = value
  })
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer())
  const answer = await server.send(
    { method: request.method, url: url.pathname + url.search, headers, host: url.host, ...(body?.length ? { body } : {}) },
    jar,
  )
  const out = new Headers()
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || DROPPED.has(name.toLowerCase())) continue
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one))
  }
  const empty = NO_BODY.has(answer.status) || request.method === 'HEAD'
  return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers: out })
}

/**
 * One handler for every same-origin request the reference server routes: it answers it. Other
 * origins and paths it has no route for fall through to msw's `onUnhandledRequest`. Put
 * overrides in front with `server.use`.
 */
export const handlers: HttpHandler[] = [
  // A predicate, not a resolver that answers nothing: msw counts a matched handler as handled.
  http.all(
    async ({ request }) => {
      const url = new URL(request.url)
      return url.origin === location.origin && (await reference().server.routes(request.method, url.pathname))
    },
    ({ request }) => referenceResponse(request),
  ),
]
