import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Runs the pages' renders one per turn of the event loop, in the order they were asked for.
 *
 * A render is synchronous (nunjucks) and the biggest page takes 15–20 ms. Without the queue, the
 * requests that arrive together are all rendered in one go before Node writes to any socket again,
 * and a 150 KB page the socket did not take at once waits, for each further part, until the next
 * such batch is over: under the bench's bad queries (20 connections at once) /star-numbers/index/
 * was answered in 1.2–1.4 s while its render took 20 ms. Between two renders queued here the loop
 * writes what the sockets can take, so each page goes out while the next one renders (0.3–0.5 s,
 * and more answers a second).
 */
export function createRenderQueue() {
  let last: Promise<unknown> = Promise.resolve()
  return function inTurn<T>(render: () => T): Promise<T> {
    const turn = last.then(() => nextTurn()).then(render)
    // A failed render fails its own request only; the next one still runs.
    last = turn.catch(() => undefined)
    return turn
  }
}
