import type { FastifyInstance } from 'fastify'
import { QUERY_SCHEMA } from '../http/request-schemas'

/**
 * The demo pages: the one list of the pages the reference server renders, which the HTML
 * checker (tests/server/html-valid.test.ts, e2e/html-valid.spec.ts), axe and the bench read.
 * The routes feed it, so a new page is on it without anyone remembering to add it:
 *
 * - a GET route without parameters outside /api/ is a page, listed as its own path;
 * - a route with parameters names example paths in its options, `{ config: { demo: () => […] } }`
 *   (a function: the examples come from the database, read when the list is asked for);
 * - a GET route that is not a page (a redirect, a file, a JSON answer outside /api/, a page only
 *   a session's own data reaches) says `{ config: { demo: false } }`.
 *
 * A route with parameters that says neither has no example to check: `list()` throws naming it,
 * and the unit test that reads the list fails until the route says which.
 */
type DemoExamples = false | readonly string[] | (() => readonly string[])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Example paths of this page route for the checkers, or false: not a page (see server/routes/demo-pages.ts). */
    demo?: DemoExamples
  }
}

interface DemoPages {
  /** Every demo page's path (with its query where the example has one), in registration order. */
  list(): string[]
  /** Paths that no route's own options reach (the 404 page of an unknown address). */
  add(paths: readonly string[]): void
}

/** The JSON API: not pages. */
const API_PREFIX = '/api/'
/** Fastify route parameters (`:slug`) and wildcards (`*`). */
const HAS_PARAMS = /[:*]/

/** Collects the GET routes as they are registered; call before any route is added. */
export function collectDemoPages(app: FastifyInstance): DemoPages {
  const routes: { url: string; demo: DemoExamples | undefined }[] = []
  const extra: string[] = []
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (!methods.includes('GET') || route.url.startsWith(API_PREFIX)) return
    routes.push({ url: route.url, demo: (route.config as { demo?: DemoExamples } | undefined)?.demo })
  })
  return {
    list() {
      const paths = routes.flatMap(({ url, demo }) => {
        if (demo === false) return []
        if (demo !== undefined) return typeof demo === 'function' ? demo() : demo
        if (HAS_PARAMS.test(url)) {
          throw new Error(
            `GET ${url} has parameters: give it example paths, { config: { demo: () => [...] } }, or { config: { demo: false } } if it is not a page (server/routes/demo-pages.ts)`,
          )
        }
        return [url]
      })
      return [...new Set([...paths, ...extra])]
    },
    add(paths) {
      extra.push(...paths)
    },
  }
}

/** Where a development server lists its demo pages for the browser checks (never in production). */
export const DEV_DEMO_PAGES_PATH = '/api/dev/demo-pages/'

export function registerDemoPagesRoute(app: FastifyInstance, demoPages: DemoPages): void {
  app.get(DEV_DEMO_PAGES_PATH, { schema: QUERY_SCHEMA }, async () => ({ results: demoPages.list() }))
}
