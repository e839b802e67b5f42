import { expect } from '@playwright/test'
import path from 'node:path'
import {
  addFirstNumber,
  DEMO_PATHS,
  DJANGO_VERSION,
  demoPaths,
  djangoStackTest,
  expectNoncedPage,
  startPython,
  watchPolicyViolations,
  type PythonServer,
} from './django-demo'
import { budgetForPages } from './fixtures'

/**
 * Issue 42: the demo under ASGI servers, Debian's uvicorn and daphne (integrations/django/demo/asgi.py),
 * with django-csp's nonce policy: the journey it takes under gunicorn, every island mounted with
 * the preload hints in <head> and the Link header, nonces on the loader and the preloads; and
 * Django's log says no middleware was adapted between sync and async, so IslandPreloadMiddleware
 * ran on the async path. Tagged @django-versions: `npm test` runs these once per Django version.
 */

const APP = path.resolve(import.meta.dirname, '..', 'integrations/django')

// Each by its command line, the line it prints once it listens, and its name in the Server header.
const SERVERS: Record<string, { args: string[]; ready: RegExp }> = {
  uvicorn: {
    args: ['-m', 'uvicorn', '--app-dir', APP, '--host', '127.0.0.1', '--port', '0', '--lifespan', 'off', 'demo.asgi:application'],
    ready: /Uvicorn running on (http:\/\/127\.0\.0\.1:\d+)/,
  },
  daphne: {
    args: ['-m', 'daphne', '-e', 'tcp:port=0:interface=127.0.0.1', 'demo.asgi:application'],
    ready: /Listening on TCP address (127\.0\.0\.1:\d+)/,
  },
}

for (const [name, server] of Object.entries(SERVERS)) {
  const serve = (referenceUrl: string): Promise<PythonServer> =>
    startPython(server.args, {
      cwd: APP,
      env: { REFERENCE_SERVER_URL: referenceUrl, DJANGO_CSP: 'nonce', DJANGO_REQUEST_LOG: 'debug' },
      ready: server.ready,
    })
  const test = djangoStackTest(serve)

  test.describe(`${name} on Django ${DJANGO_VERSION}`, { tag: '@django-versions' }, () => {
    test.beforeEach(({ page }) => watchPolicyViolations(page))

    test('every demo page: islands mounted, preload hints in <head> and the Link header, nonces, no violation', async ({ page }) => {
      budgetForPages(DEMO_PATHS + 1)
      for (const pagePath of await demoPaths(page)) {
        const response = (await page.goto(pagePath))!
        expect(response.status(), pagePath).toBe(200)
        expect(response.headers()['server'], `${pagePath}: served by ${name}`).toBe(name)
        expect(response.headers()['link'], pagePath).toMatch(
          /^<\/static\/dist\/site-\w+\.css>; rel=preload; as=style, <\/static\/dist\/loader-\w+\.js>; rel=modulepreload; fetchpriority=low; integrity="sha256-[^"]+", <\/static\/dist\/chunks\/runtime-\w+\.js>/,
        )
        await expect(page.locator('head link[rel=modulepreload]').first()).toHaveAttribute('href', /^\/static\/dist\/chunks\/runtime-\w+\.js$/)
        await expectNoncedPage(page, response, pagePath)
      }
    })

    test('a catalogue card adds its number through the async chain and the header count follows', async ({ page }) => {
      await addFirstNumber(page)
      await expect(page.locator('[data-island="cart-summary"] .cart-summary__count')).toHaveText('1')
    })

    test("Django's log names no middleware adapted between sync and async", async ({ page, stack }) => {
      await page.goto('/numbers/')
      // The log is on: django.request's warning for a missing page comes through it.
      expect((await page.request.get('/no-such-page/')).status()).toBe(404)
      await expect.poll(() => stack.django.output()).toContain('Not Found: /no-such-page/')
      expect(
        stack.django
          .output()
          .split('\n')
          .filter((line) => /adapted/.test(line)),
      ).toEqual([])
    })
  })
}
