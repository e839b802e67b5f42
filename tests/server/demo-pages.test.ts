// @vitest-environment node
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { collectDemoPages, DEV_DEMO_PAGES_PATH } from '../../server/routes/demo-pages'
import { buildApp } from '../../server/app'
import { makeSandbox, serveForTests } from './helpers'

const server = serveForTests()

describe('the demo pages the routes feed', () => {
  it('lists every page of the store once, and every one of them answers HTML', async () => {
    const { results } = (await (await fetch(server.url + DEV_DEMO_PAGES_PATH)).json()) as { results: string[] }
    expect(results).toEqual(
      expect.arrayContaining([
        '/',
        '/numbers/',
        '/star-numbers/index/',
        '/tariffs/calculator/',
        '/coverage/',
        '/order/',
        '/customer/signin/',
        '/search/?query=900',
        '/news/',
        '/reviews/',
        '/offer/',
        '/delivery/',
        '/returns/',
        '/no-such-page/',
      ]),
    )
    expect(new Set(results).size).toBe(results.length)
    // Example paths of the routes with parameters, from the database.
    expect(results.some((path) => /^\/[a-z]+\/number\/7\d{10}\.html$/.test(path))).toBe(true)
    expect(results.some((path) => /^\/tariffs\/[a-z0-9-]+\/$/.test(path) && !['/tariffs/compare/', '/tariffs/calculator/'].includes(path))).toBe(true)
    expect(results.some((path) => path.startsWith('/api/') || path.startsWith('/static/'))).toBe(false)
    for (const path of results) {
      const response = await fetch(server.url + path)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect([200, 404], path).toContain(response.status)
    }
  })

  it('refuses a route with parameters that names no examples, so a new page cannot be left out', async () => {
    const app = Fastify()
    const pages = collectDemoPages(app)
    app.get('/plain/', async () => 'page')
    app.get('/api/things/', async () => ({}))
    app.get('/things/:slug/', { config: { demo: ['/things/one/'] } }, async () => 'page')
    app.get('/files/*', { config: { demo: false } }, async () => 'file')
    await app.ready()
    expect(pages.list()).toEqual(['/plain/', '/things/one/'])
    await app.close()

    const later = Fastify()
    const laterPages = collectDemoPages(later)
    later.get('/forgotten/:id/', async () => 'page')
    await later.ready()
    expect(() => laterPages.list()).toThrow(/GET \/forgotten\/:id\/ has parameters/)
    await later.close()
  })

  it('is not served in production', async () => {
    const sandbox = makeSandbox()
    const app = await buildApp({ dbPath: sandbox.dbPath, staticDir: sandbox.staticDir, env: { NODE_ENV: 'production', SEED_NUMBERS: '30' } })
    try {
      expect(server.app.hasRoute({ method: 'GET', url: DEV_DEMO_PAGES_PATH })).toBe(true)
      expect(app.hasRoute({ method: 'GET', url: DEV_DEMO_PAGES_PATH })).toBe(false)
    } finally {
      await app.close()
      sandbox.remove()
    }
  })
})
