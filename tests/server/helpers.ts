import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { buildApp, type BuildAppOptions } from '../../server/app'

/** Files of the fake build every server test serves (no `npm run build` needed). */
export const FAKE_BUILD = {
  loader: 'loader-ABCD1234.js',
  css: 'site-WXYZ5678.css',
  mapCss: 'coverage-map-MAP12345.css',
  manifest: {
    // The loader's integrity is the sha256 of the file makeSandbox writes (`export {}`); the shared chunk's is made up.
    'islands/loader.ts': {
      file: 'loader-ABCD1234.js',
      src: 'islands/loader.ts',
      isEntry: true,
      integrity: 'sha256-eZKjnWzeXgUOt4RhqL+a2YYXWpSCboNcEQs5ZykL0kk=',
    },
    '_chunk-SHARED01.js': { file: 'chunks/chunk-SHARED01.js', integrity: 'sha256-c2hhcmVk' },
    'static/css/site.css': { file: 'site-WXYZ5678.css', src: 'static/css/site.css', isEntry: true },
    'static/css/coverage-map.css': { file: 'coverage-map-MAP12345.css', src: 'static/css/coverage-map.css', isEntry: true },
  },
  /** The build's islands.json, cut down to the header's cart link with made-up chunks. */
  islands: {
    version: 1,
    hostAttributes: {
      island: 'data-island',
      load: 'data-island-load',
      state: 'data-island-state',
      group: 'data-island-group',
      propsSelector: ':scope > script[type="application/json"]',
    },
    strategies: ['eager', 'idle', 'visible', 'interaction'],
    types: {},
    loader: 'loader-ABCD1234.js',
    runtime: ['chunks/runtime-RUN00001.js', 'chunks/chunk-SHARED01.js'],
    islands: {
      'cart-summary': {
        strategy: 'idle',
        kind: 'react',
        attributes: [],
        chunks: ['chunks/layout-LAY00001.js', 'chunks/chunk-SHARED01.js', 'chunks/react-host-REA00001.js'],
      },
    },
  },
}

/** A temporary folder with a database path and a static/dist holding the fake build. */
export function makeSandbox() {
  const root = mkdtempSync(join(tmpdir(), 'store-server-'))
  const staticDir = join(root, 'dist')
  mkdirSync(staticDir)
  writeFileSync(join(staticDir, 'manifest.json'), JSON.stringify(FAKE_BUILD.manifest))
  writeFileSync(join(staticDir, 'islands.json'), JSON.stringify(FAKE_BUILD.islands))
  writeFileSync(join(staticDir, FAKE_BUILD.loader), 'export {}\n')
  writeFileSync(join(staticDir, FAKE_BUILD.css), 'body{margin:0}\n')
  writeFileSync(join(staticDir, FAKE_BUILD.mapCss), '.leaflet-container{overflow:hidden}\n')
  return {
    root,
    staticDir,
    dbPath: join(root, 'store.sqlite3'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

export interface RunningServer {
  app: FastifyInstance
  url: string
  close(): Promise<void>
}

/** buildApp on a real port, so tests speak HTTP exactly as a browser would. */
export async function startServer(sandbox: ReturnType<typeof makeSandbox>, options: BuildAppOptions = {}): Promise<RunningServer> {
  const app = await buildApp({
    dbPath: sandbox.dbPath,
    staticDir: sandbox.staticDir,
    env: { NODE_ENV: 'test' },
    ...options,
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    url: address,
    close: async () => {
      const closing = app.close()
      // The tests are over, nothing is in flight, so every socket goes. Without this, 3 runs of 10
      // of tests/server/tools.test.ts kept one keep-alive socket open with every response ended,
      // which Node did not count as idle, and the close waited past the 60 s hook timeout.
      app.server.closeAllConnections()
      await closing
    },
  }
}

/**
 * The reference server of one test file: a sandbox and `buildApp` on a free port, started
 * before the file's tests and removed after them.
 *
 * @example
 * const server = serveForTests({ env: { NODE_ENV: 'test', CART_MAX_ITEMS: '3' } })
 * it('…', async () => expect((await fetch(`${server.url}/`)).status).toBe(200))
 */
export function serveForTests(options: BuildAppOptions = {}) {
  const sandbox = makeSandbox()
  let running: RunningServer | null = null
  beforeAll(async () => {
    running = await startServer(sandbox, options)
  })
  afterAll(async () => {
    await running?.close()
    sandbox.remove()
  })
  const current = (): RunningServer => {
    if (!running) throw new Error('the test server starts in beforeAll: use it inside tests')
    return running
  }
  return {
    sandbox,
    get url(): string {
      return current().url
    },
    get app(): FastifyInstance {
      return current().app
    },
    /** A page's status and HTML. */
    async page(path: string): Promise<{ status: number; html: string }> {
      const response = await fetch(`${current().url}${path}`)
      return { status: response.status, html: await response.text() }
    },
    /** One page of a JSON list; anything but 200 fails the test. */
    async list<T>(path: string): Promise<{ results: T[]; next: number | null }> {
      const response = await fetch(`${current().url}${path}`)
      expect(response.status, path).toBe(200)
      return (await response.json()) as { results: T[]; next: number | null }
    },
  }
}

/** Remembers cookies from Set-Cookie and sends them back, like a browser tab. */
export class CookieJar {
  readonly cookies = new Map<string, string>()

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0) headers.set('cookie', this.header())
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    this.store(response)
    return response
  }
}

/** POST JSON with the CSRF header taken from the jar, as the islands' API client does. */
export function postJson(jar: CookieJar, url: string, body: unknown): Promise<Response> {
  return jar.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
    body: JSON.stringify(body),
  })
}

/** GET with the path sent verbatim: fetch would resolve '../' before sending. */
export function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}
