import type { FastifyInstance } from 'fastify'
import { buildApp, createFormStore, demoSeedOptions, FULL_CATALOG, loadConfig, open, type Db } from '../server'
import { CSRF_COOKIE, CSRF_HEADER } from '../browser/api/csrf'
import type { CookieJar } from './cookies'

/**
 * The reference server in process: `buildApp` on an in-memory SQLite with the deterministic seed
 * of `NODE_ENV=test` (30 numbers, the ten fixed tariffs, the demo devices, regions, blog …),
 * answering through Fastify's `inject`, so no port is opened. Built on the first request and
 * thrown away by `reset`, so each test starts from the same seed.
 */

/**
 * The settings of the server: a test database, a fixed secret (stable signed cookies), any Host,
 * no preload hints (they name the build's chunks; pages here are rendered without a build).
 */
export const REFERENCE_ENV = { NODE_ENV: 'test', SECRET_KEY: 'storefront-islands-testing-kit', ALLOWED_HOSTS: '*', PRELOAD_HINTS: '0' } as const

/**
 * The CSRF token fixtures are rendered with (their `csrfmiddlewaretoken` fields hold it); loading
 * a fixture sets the `csrftoken` cookie to it, as the page's response would have.
 */
export const FIXTURE_CSRF_TOKEN = 'fixtureCsrfToken0123456789abcdefghijklmnopqrstuv'

export interface ReferenceCall {
  method: string
  /** Path and query, e.g. `/api/cart/?expand=suitable_numbers`. */
  url: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The Host the request names (the page's `location.host`). */
  host?: string
}

export interface ReferenceAnswer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: Buffer
}

export interface ReferenceServer {
  /** Sends one request with the visitor's cookies and keeps the cookies the answer sets. */
  send(call: ReferenceCall, jar: CookieJar): Promise<ReferenceAnswer>
  /** The payloads of the accepted form submissions of `kind` (`callback`, `contacts` …), oldest first. */
  storedRequests(kind: string): Promise<Record<string, unknown>[]>
  /** Whether the server has a route for `method` and `path` (what msw's handlers answer). */
  routes(method: string, path: string): Promise<boolean>
  /** Drops the database: the next request starts from the seed again. */
  reset(): Promise<void>
}

export interface ReferenceServerOptions {
  /** The pages' clock (the home page's countdown); default Date.now. */
  now?: () => number
  /**
   * `test` (default): the seed of NODE_ENV=test, ten tariffs and the demo devices. `full`: with the
   * demo catalogue's 320 tariffs and 150 devices as well (npm start's), for lists of several pages
   * (the calculator's «Показать ещё»); the numbers stay 30.
   */
  catalog?: 'test' | 'full'
}

export function createReferenceServer(options: ReferenceServerOptions = {}): ReferenceServer {
  let app: Promise<FastifyInstance> | null = null
  let db: Db | null = null
  const current = () =>
    (app ??= buildApp({
      db: (db = open(':memory:')),
      env: { ...REFERENCE_ENV },
      // Pages are put into a test's document without their <head> and scripts: no build needed.
      viteAsset: () => '',
      ...(options.now ? { now: options.now } : {}),
      ...(options.catalog === 'full' ? { seed: { ...demoSeedOptions(loadConfig({ ...REFERENCE_ENV })), ...FULL_CATALOG } } : {}),
    }))

  return {
    async send({ method, url, headers = {}, body, host = 'localhost' }, jar) {
      const server = await current()
      const cookie = jar.header()
      const answer = await server.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { ...headers, host, ...(cookie ? { cookie } : {}) },
        ...(body === undefined ? {} : { payload: body }),
      })
      const setCookie = answer.headers['set-cookie']
      jar.store(setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie])
      return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload }
    },
    async routes(method, path) {
      return (await current()).findRoute({ method: method.toUpperCase() as 'GET', url: path }) !== null
    },
    async storedRequests(kind) {
      await current()
      return createFormStore(db!)
        .list(kind)
        .map((row) => row.payload)
    },
    async reset() {
      const closing = app
      app = null
      if (closing) await (await closing).close()
    },
  }
}

/**
 * A JSON call as the islands' API client makes it (the CSRF header on writes), for set-ups
 * that are not the subject of a test: signing in, filling the cart.
 */
export async function callJson<T = unknown>(
  server: ReferenceServer,
  jar: CookieJar,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { accept: 'application/json' }
  // The visitor's `csrftoken` cookie, which writes echo in `X-CSRFToken`.
  if (method !== 'GET') headers[CSRF_HEADER] = jar.get(CSRF_COOKIE) ?? ''
  if (body !== undefined) headers['content-type'] = 'application/json'
  const answer = await server.send({ method, url, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, jar)
  const text = answer.body.toString('utf8')
  return { status: answer.status, data: (text ? JSON.parse(text) : undefined) as T }
}

/** A text message of the development outbox (`GET /api/dev/sms-outbox/`). */
export interface SentSms {
  phone_number: string
  text: string
  /** ISO 8601 UTC. */
  created: string
}

/** The messages sent to `phone`, newest first, as the server's outbox route lists them. */
export async function readSmsOutbox(server: ReferenceServer, jar: CookieJar, phone: string): Promise<SentSms[]> {
  const { status, data } = await callJson<{ results: SentSms[] }>(
    server,
    jar,
    'GET',
    `/api/dev/sms-outbox/?phone_number=${encodeURIComponent(phone)}`,
  )
  if (status !== 200) throw new Error(`testing kit: the SMS outbox answered ${status} for ${phone}: ${JSON.stringify(data)}`)
  return data.results
}
