import { PureComponent, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { focusIn, restoreFocus, restoreTyped, typedIn } from './carry-focus'

/**
 * All React islands of a page, and the new UI enhancers add over server markup
 * (DESIGN 12: a calendar, a suggestion), render through ONE root, each as a
 * portal into its host with its own error boundary. One root commits a whole scan of
 * hosts in a single render (architecture.md «One React root, a portal per host»);
 * the boundary per portal keeps the isolation a root per host would give.
 */
interface Entry {
  key: number
  host: HTMLElement
  Island: ComponentType<Record<string, unknown>>
  props: Record<string, unknown>
  /**
   * An island's server HTML, taken out when the island commits and put back on failure or
   * unmount; null for an enhancer's part, which is added after the container's own children.
   */
  fallback: ChildNode[] | null
  onError: (error: unknown) => void
  onCommit?: () => void
}

const entries = new Map<number, Entry>()
const listeners = new Set<() => void>()
let snapshot: Entry[] = []
let root: Root | undefined
let nextKey = 0

function publish(): void {
  snapshot = [...entries.values()]
  listeners.forEach((listener) => listener())
}

let publishQueued = false

/** Hosts mounted in one scan (or one chunk's arrival) are published, and so rendered, together. */
function publishSoon(): void {
  if (publishQueued) return
  publishQueued = true
  queueMicrotask(() => {
    publishQueued = false
    publish()
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function restoreFallback({ host, fallback }: Entry): void {
  if (fallback && host.isConnected && !fallback.some((node) => node.parentNode === host)) {
    host.replaceChildren(...fallback)
  }
}

/** One island: its error boundary, and the portal that renders it into its host. */
class Boundary extends PureComponent<{ entry: Entry }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidMount() {
    // In the commit that inserted the island's DOM, before paint: the server
    // HTML and the island are never seen together. An island that failed its
    // first render keeps the server HTML (componentDidCatch reports it).
    if (this.state.failed) return
    const { entry } = this.props
    const focus = entry.fallback && focusIn(entry.fallback)
    const typed = entry.fallback ? typedIn(entry.fallback) : []
    entry.fallback?.forEach((node) => node.remove())
    restoreTyped(entry.host, typed)
    if (focus) restoreFocus(entry.host, focus)
    // After this commit, so handlers of the new DOM see whatever onCommit does.
    if (entry.onCommit) queueMicrotask(entry.onCommit)
  }
  override componentDidCatch(error: unknown) {
    // The failed portal is gone from the DOM by now: put the server HTML back.
    const { entry } = this.props
    restoreFallback(entry)
    entry.onError(error)
    // Not inside this commit: drop the dead entry on the next tick.
    queueMicrotask(() => entries.delete(entry.key) && publish())
  }
  override render() {
    const { entry } = this.props
    return this.state.failed ? null : createPortal(<entry.Island {...entry.props} />, entry.host)
  }
}

function Islands(): ReactNode {
  const list = useSyncExternalStore(subscribe, () => snapshot)
  return list.map((entry) => <Boundary key={entry.key} entry={entry} />)
}

function add(entry: Omit<Entry, 'key'>): () => void {
  // A detached container: React listens for events on each portal's host.
  if (!root) {
    // Boundaries report through onError; React's own console logging would say it twice.
    const created = createRoot(document.createElement('div'), { onCaughtError: () => {} })
    // Rendered now rather than in a scheduler task, so Islands subscribes at once and every
    // publish renders in a microtask: the islands commit before the browser lays out and
    // paints the server HTML they replace (architecture.md «One React root, a portal per host»).
    flushSync(() => created.render(<Islands />))
    root = created
  }
  const added: Entry = { ...entry, key: nextKey++ }
  entries.set(added.key, added)
  publishSoon()
  return () => {
    if (!entries.delete(added.key)) return
    // Synchronous, so the island's effects are cleaned up before we return.
    flushSync(publish)
    restoreFallback(added)
  }
}

/** Renders `Island` into `host`; the returned cleanup unmounts it and restores the server HTML. */
export function mountReactIsland(
  host: HTMLElement,
  Island: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  onError: (error: unknown) => void,
  onCommit?: () => void,
): () => void {
  return add({ host, Island, props, fallback: [...host.childNodes], onError, onCommit })
}

/**
 * Renders an enhancer's part (new UI over server markup: a calendar, a suggestion) into
 * `container` after the children it has, which stay as they are; on a failure the part is
 * gone and the server markup is all there is. The returned cleanup unmounts it at once.
 */
export function mountReactPart<P extends object>(
  container: HTMLElement,
  Part: ComponentType<P>,
  props: P,
  onError: (error: unknown) => void,
): () => void {
  return add({
    host: container,
    Island: Part as ComponentType<Record<string, unknown>>,
    props: props as Record<string, unknown>,
    fallback: null,
    onError,
  })
}
