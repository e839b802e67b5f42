import { http, type HttpHandler } from 'msw'
import { createCookieJar, type CookieJar } from './cookies'
import {
  createReferenceServer,
  FIXTURE_CSRF_TOKEN,
  readSmsOutbox,
  type ReferenceServer,
  type ReferenceServerOptions,
  type SentSms,
} from './reference-server'
import { signinCodeFor, VISITORS, type VisitorName } from './visitors'

/**
 * The store's API for a test file: msw handlers that answer every same-origin request (each call
 * of spec §7, the pages a catalogue asks for its fragments, the forms) with the reference server's
 * own answer, in process, with the visitor's cookies going back and forth as in a browser.
 */

let server: ReferenceServer | null = null
let serverOptions: ReferenceServerOptions = {}
let jar: CookieJar | null = null
// Visitors made in the current server: a second fixture of the same visitor must not fill the cart twice.
const made = new Set<VisitorName>()

/** The test file's reference server and its visitor's cookie jar (over document.cookie). */
export function reference(): { server: ReferenceServer; jar: CookieJar } {
  server ??= createReferenceServer(serverOptions)
  jar ??= createCookieJar(document)
  return { server, jar }
}

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
 * One handler for every same-origin request: the reference server answers it. Requests to other
 * origins fall through to msw's `onUnhandledRequest`. Put overrides in front with `server.use`.
 */
export const handlers: HttpHandler[] = [
  http.all('*', ({ request }) => (new URL(request.url).origin === location.origin ? referenceResponse(request) : undefined)),
]

/** Options of the test file's reference server (useReferenceServer's); taken when it is next built. */
export async function configureReferenceServer(options: ReferenceServerOptions): Promise<void> {
  serverOptions = options
  await server?.reset()
  server = null
}

/** Makes the reference server's visitor `name` (signed in, cart filled …) unless it already is. */
export async function makeVisitor(name: VisitorName): Promise<void> {
  if (made.has(name)) return
  made.add(name)
  const { server, jar } = reference()
  await VISITORS[name].setup(server, jar)
}

/**
 * Back to the seed, a new visitor: the next request builds the reference server afresh (the
 * deterministic `NODE_ENV=test` seed), and the visitor's cookies (the document's and the
 * session's), localStorage and sessionStorage are gone.
 */
export async function resetReferenceServer(): Promise<void> {
  const { server, jar } = reference()
  made.clear()
  jar.clear()
  localStorage.clear()
  sessionStorage.clear()
  await server.reset()
}

/** Text messages the server sent to `phone` (`+79123456789`), newest first: `{phone_number, text, created}`. */
export function smsOutbox(phone: string): Promise<SentSms[]> {
  const { server, jar } = reference()
  return readSmsOutbox(server, jar, phone)
}

/**
 * A JSON request as the page's own script would send it (same origin, the CSRF header from the
 * `csrftoken` cookie, set first if the visitor has none yet), through msw, so overrides apply: for what happens in another tab (an item
 * added to the cart elsewhere) or to read what the server holds now (`GET /api/cart/`).
 * Resolves with the status and the parsed body (undefined when empty).
 *
 * @example
 * const { data: cart } = await apiRequest<Cart>('GET', '/api/cart/')
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // Before any page was loaded the visitor has no token yet: as a first page visit would, set one.
  if (!/(?:^|;\s*)csrftoken=/.test(document.cookie)) reference().jar.set(`csrftoken=${FIXTURE_CSRF_TOKEN}; Path=/`)
  const token = /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie)?.[1]
  if (token && method.toUpperCase() !== 'GET') headers['X-CSRFToken'] = token
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const text = await response.text()
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T }
}

/**
 * What the server stored of the accepted submissions of a form `kind` (`callback`, `contacts`,
 * `stock-request-number` …: the kinds of server/forms/kinds.ts), oldest first: the fields as it
 * keeps them.
 */
export function storedRequests(kind: string): Promise<Record<string, unknown>[]> {
  return reference().server.storedRequests(kind)
}

/** The newest sign-in code sent to `phone`, or null when none was. */
export function lastSigninCode(phone: string): Promise<string | null> {
  const { server, jar } = reference()
  return signinCodeFor(server, jar, phone)
}
