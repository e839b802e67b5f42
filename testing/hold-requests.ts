import { http } from 'msw'
import type { SetupServer } from 'msw/node'
import { referenceResponse } from './handlers'

/** A request the test holds: it gets the reference server's answer on `release()`, or `answer(response)` instead. */
export interface HeldRequest {
  url: URL
  request: Request
  /** Aborted when the island gives up on it (a newer filter, a cleanup). */
  signal: AbortSignal
  release(): void
  answer(response: Response): void
}

/** The held requests as they come, and a way to wait for one (msw sees a request a few ticks after `fetch`). */
export type HeldRequests = HeldRequest[] & {
  /** Resolves with the `index`-th request (from 0) once it has arrived. */
  arrived(index: number): Promise<HeldRequest>
}

/**
 * Holds every request to `path` (an msw path: `/api/news/`, `*`) until the test releases it, in
 * any order: to look at an island mid-request, or to deliver answers out of order.
 *
 * @example
 * const held = holdRequests(server, '/api/catalog/numbers/')
 * await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }))
 * expect(screen.getByRole('button', { name: 'Загрузка' })).toBeDisabled()
 * ;(await held.arrived(0)).release()
 */
export function holdRequests(server: SetupServer, path: string): HeldRequests {
  const waiting = new Map<number, (request: HeldRequest) => void>()
  const held = Object.assign([] as HeldRequest[], {
    arrived: (index: number) => new Promise<HeldRequest>((resolve) => (held[index] ? resolve(held[index]) : waiting.set(index, resolve))),
  })
  server.use(
    http.all(
      path,
      ({ request }) =>
        new Promise<Response>((resolve) => {
          const one: HeldRequest = {
            url: new URL(request.url),
            request,
            signal: request.signal,
            release: () => void referenceResponse(request).then(resolve),
            answer: resolve,
          }
          held.push(one)
          waiting.get(held.length - 1)?.(one)
        }),
    ),
  )
  return held
}
