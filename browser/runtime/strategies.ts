import { listen } from '../dom/listen'
import { GROUP_ATTR } from '../../shared/contract/attributes'
import type { Strategy } from '../../shared/contract/island'

const VISIBLE_MARGIN = '200px'
const INTERACTION_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

// One observer for every `visible` host: an observer per host costs more
// than the callbacks it saves. The browser still computes every observed
// target's intersection each frame the page scrolls, so a host inside a
// [data-island-group] is observed only while its group is near the viewport:
// a long list has its groups and a page or two of hosts observed, not every
// card (architecture.md «Observed in groups»).
let observer: IntersectionObserver | undefined
const onVisible = new Map<Element, () => void>()
/** A waiting host's group, and each group's waiting hosts. */
const groupOf = new Map<Element, Element>()
const members = new Map<Element, Set<Element>>()
const nearGroups = new Set<Element>()

function onEntries(entries: IntersectionObserverEntry[]): void {
  for (const { target, isIntersecting } of entries) {
    const hosts = members.get(target)
    if (hosts) {
      // A group: its hosts are observed while it is near (each then gets its own first entry).
      if (isIntersecting) nearGroups.add(target)
      else nearGroups.delete(target)
      hosts.forEach((host) => (isIntersecting ? observer?.observe(host) : observer?.unobserve(host)))
      continue
    }
    if (!isIntersecting) continue
    const callback = onVisible.get(target)
    unobserve(target)
    callback?.()
  }
}

function observe(host: Element, run: () => void): () => void {
  observer ??= new IntersectionObserver(onEntries, { rootMargin: VISIBLE_MARGIN })
  onVisible.set(host, run)
  const group = host.parentElement?.closest(`[${GROUP_ATTR}]`)
  if (!group) {
    observer.observe(host)
    return () => unobserve(host)
  }
  groupOf.set(host, group)
  const hosts = members.get(group) ?? new Set<Element>()
  if (!members.has(group)) {
    members.set(group, hosts)
    observer.observe(group)
  }
  hosts.add(host)
  if (nearGroups.has(group)) observer.observe(host)
  return () => unobserve(host)
}

function unobserve(host: Element): void {
  onVisible.delete(host)
  observer?.unobserve(host)
  const group = groupOf.get(host)
  if (!group) return
  groupOf.delete(host)
  const hosts = members.get(group)
  hosts?.delete(host)
  if (hosts?.size === 0) {
    // Every host of the group has mounted or gone: the group needs no watching.
    members.delete(group)
    nearGroups.delete(group)
    observer?.unobserve(group)
  }
}

/** Whether the pointer is over `el` (false where the engine cannot say). */
function hovered(el: Element): boolean {
  try {
    return el.matches(':hover')
  } catch {
    return false
  }
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
    // A visitor already in the host (focus put there, or the pointer over it, before the runtime
    // started) has begun: no first event is coming.
    if (host.contains(document.activeElement) || hovered(host)) {
      run()
      return () => {}
    }
    // The first of the events starts it and takes every one of these listeners away.
    const fire = () => {
      cancel()
      run()
    }
    const cancel = listen(host, Object.fromEntries(INTERACTION_EVENTS.map((type) => [type, fire])), { passive: true })
    return cancel
  }
  run()
  return () => {}
}

/**
 * Calls `run` once the page has had its first contentful paint: in the observer's first callback
 * when it has had it already, at once where the browser does not report paints. Returns a cancel.
 * A page in a background tab paints when it is shown, and `run` waits until then.
 */
export function afterFirstPaint(run: () => void): () => void {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run()
    return () => {}
  }
  // `buffered` hands over a paint that came before the observer, in its first callback.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    run()
  })
  observer.observe({ type: 'paint', buffered: true })
  return () => observer.disconnect()
}
