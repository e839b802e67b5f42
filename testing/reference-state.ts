import { createCookieJar, type CookieJar } from './cookies'
import { CSRF_COOKIE } from '../browser/api/csrf'
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
 * The test file's reference server and its visitor: built on the first request (msw's handlers,
 * a fixture's visitor), thrown away by `resetReferenceServer` after each test.
 */

let server: ReferenceServer | null = null
let serverOptions: ReferenceServerOptions = {}
let jar: CookieJar | null = null
// Visitors made in the current server: a second fixture of the same visitor must not fill the cart twice.
const made = new Set<VisitorName>()

/**
 * The visitor's CSRF token: the `csrftoken` cookie, set first to the fixtures' token when the
 * visitor has none yet, as the response of the first page visited would.
 */
export function csrfToken(jar: CookieJar): string {
  if (jar.get(CSRF_COOKIE) === undefined) jar.set(`${CSRF_COOKIE}=${FIXTURE_CSRF_TOKEN}; Path=/`)
  return jar.get(CSRF_COOKIE) ?? ''
}

/** The test file's reference server and its visitor's cookie jar (over document.cookie). */
export function reference(): { server: ReferenceServer; jar: CookieJar } {
  server ??= createReferenceServer(serverOptions)
  jar ??= createCookieJar(document)
  return { server, jar }
}

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
