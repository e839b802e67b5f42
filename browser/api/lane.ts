import { isAbortError } from './errors'

/**
 * Requests that take turns: one at a time, and a newer one replaces the one in flight (its
 * request is aborted and its answer, should it still come, is dropped). A list
 * and its load-more buttons share one lane, so a page that arrives after the filters changed
 * never lands in the new list (spec §4: «Only one request runs at a time»). Every «newest
 * wins» request goes through one: suggestions, short links, the calculator, the coverage
 * layers, a cart line's suitable lists, each sell-number item's price.
 *
 * @example
 * const lane = requestLane()
 * lane.run((signal) => api.get(url, { signal }), draw, (error) => say(error))
 */
export interface RequestLane {
  /** Whether a request is in flight. */
  readonly busy: boolean
  /**
   * Runs `work`, replacing whatever runs. `done` or `fail` is told only if no newer request
   * came meanwhile; an abort is neither. The promise settles once this request has: after
   * `done` or `fail`, or when it was replaced or aborted (a store's action awaits it).
   */
  run<T>(work: (signal: AbortSignal) => Promise<T>, done: (value: T) => void, fail: (error: unknown) => void): Promise<void>
  /** Aborts the request in flight, telling nobody (the island's cleanup). */
  abort(): void
  /** Called whenever `busy` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export function requestLane(): RequestLane {
  let current: AbortController | null = null
  const listeners = new Set<() => void>()
  const settle = (own: AbortController) => {
    if (current !== own) return false
    current = null
    listeners.forEach((listener) => listener())
    return true
  }
  return {
    get busy() {
      return current !== null
    },
    run(work, done, fail) {
      current?.abort()
      const own = new AbortController()
      current = own
      listeners.forEach((listener) => listener())
      return work(own.signal).then(
        (value) => {
          if (settle(own)) done(value)
        },
        (error: unknown) => {
          if (isAbortError(error)) return void settle(own)
          if (settle(own)) fail(error)
        },
      )
    },
    abort() {
      const own = current
      own?.abort()
      if (own) settle(own)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
