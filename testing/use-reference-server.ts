import { setupServer, type SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { handlers } from './handlers'
import { configureReferenceServer, resetReferenceServer } from './reference-state'
import type { ReferenceServerOptions } from './reference-server'
import { cleanupPages } from './load-fixture'
import { stopRequestLogs } from './request-log'

/**
 * The usual msw set-up for a vitest file, with the reference server behind it: listens before the
 * file's tests (a request nothing answers is an error), and after each test cleans up the loaded
 * pages (failing the test if one warned unexpected: LoadedPage.warnings), drops the test's
 * overrides and request logs (logRequests; listeners of your own stay) and resets the reference
 * server (seed, cookies, storage). A same-origin path the reference server has no route for is
 * unhandled: the request fails and msw says so, as for any request nothing answers.
 * Returns the msw server, for `server.use(http.post(…))`. `{ catalog: 'full' }` seeds the demo
 * catalogue's 320 tariffs and 150 devices too.
 *
 * @example
 * const server = useReferenceServer()
 */
export function useReferenceServer(options: Pick<ReferenceServerOptions, 'catalog'> = {}): SetupServer {
  const server = setupServer(...handlers)
  beforeAll(async () => {
    await configureReferenceServer(options)
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(async () => {
    try {
      // Throws when a page warned and the test did not expect it (LoadedPage.warnings).
      cleanupPages()
    } finally {
      server.resetHandlers()
      stopRequestLogs(server)
      await resetReferenceServer()
    }
  })
  afterAll(() => server.close())
  return server
}
