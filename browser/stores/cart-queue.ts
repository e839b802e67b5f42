import { onPageReset } from './page-reset'

/**
 * The one serial queue every cart write goes through (spec §4: "Cart writes are
 * serialised, one at a time"): a promise chain, so twenty fast clicks reach the server
 * one after another and in click order, and the server never sees two writes racing.
 */
const local = {
  tail: Promise.resolve() as Promise<unknown>,
  /** Writes enqueued and not yet settled. */
  pending: 0,
  /** A new page's writes neither wait for nor count the writes of the page before. */
  page: 0,
}
onPageReset(() => {
  local.page += 1
  local.tail = Promise.resolve()
  local.pending = 0
})

/**
 * Runs `write` after every write enqueued before it has settled. The returned promise
 * settles like `write`; a rejection does not break the chain for later writes.
 *
 * @example enqueueCartWrite(() => addCartItem({ device: 7 }))
 */
export function enqueueCartWrite<T>(write: () => Promise<T>): Promise<T> {
  const mine = local.page
  local.pending += 1
  const run = local.tail.then(write)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  local.tail = settled.then(() => {
    if (local.page === mine) local.pending -= 1
  })
  return run
}

/** Writes enqueued and not yet settled, the running one included. */
export function pendingCartWrites(): number {
  return local.pending
}
