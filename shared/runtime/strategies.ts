/**
 * When an island's chunk is fetched and mounted. `eager` at once, `idle`
 * when the main thread is free, `visible` near the viewport, `interaction`
 * on the first pointer, touch or focus inside the host.
 */
export type Strategy = 'eager' | 'idle' | 'visible' | 'interaction'
export const STRATEGIES: readonly Strategy[] = ['eager', 'idle', 'visible', 'interaction']

const VISIBLE_MARGIN = '200px'
const INTERACTION_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

// One observer for every `visible` host: an observer per host costs more
// than the callbacks it saves.
let observer: IntersectionObserver | undefined
const onVisible = new Map<Element, () => void>()

function observe(host: Element, run: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const callback = onVisible.get(entry.target)
        unobserve(entry.target)
        callback?.()
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  )
  onVisible.set(host, run)
  observer.observe(host)
  return () => unobserve(host)
}

function unobserve(host: Element): void {
  onVisible.delete(host)
  observer?.unobserve(host)
}

/** Calls `run` once the strategy's moment comes; returns a cancel. */
export function whenReady(host: Element, strategy: Strategy, run: () => void): () => void {
  if (strategy === 'idle') {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(run, 200)
    return () => clearTimeout(id)
  }
  if (strategy === 'visible' && typeof IntersectionObserver === 'function') return observe(host, run)
  if (strategy === 'interaction') {
    const fire = () => {
      cancel()
      run()
    }
    const cancel = () => INTERACTION_EVENTS.forEach((type) => host.removeEventListener(type, fire))
    INTERACTION_EVENTS.forEach((type) => host.addEventListener(type, fire, { passive: true }))
    return cancel
  }
  run()
  return () => {}
}
