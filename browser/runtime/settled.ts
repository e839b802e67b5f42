import { listen } from '../dom/listen'

/** How long the page stays quiet after its load before it counts as settled. */
const SETTLE_MS = 1000
/**
 * The User Timing mark the runtime sets when the page has settled: what the page fetched before it
 * is its first load (bench «first-load»), what comes after is for later.
 */
export const SETTLED_MARK = 'islands:settled'

/**
 * Calls `run` once the page has loaded and then been quiet for a second, in an idle moment: when to
 * fetch what the visitor may need next (the chunks of islands waiting for a press, a list's next
 * page below the first screen) without taking bandwidth or the main thread from the page's own
 * first load. Returns a cancel.
 */
export function afterPageSettled(run: () => void): () => void {
  let cancel = () => {}
  const idle = () => {
    if (typeof requestIdleCallback !== 'function') return run()
    const id = requestIdleCallback(run, { timeout: 2000 })
    cancel = () => cancelIdleCallback(id)
  }
  const settle = () => {
    const timer = setTimeout(idle, SETTLE_MS)
    cancel = () => clearTimeout(timer)
  }
  if (document.readyState === 'complete') settle()
  else cancel = listen(window, { load: settle }, { once: true })
  return () => cancel()
}
