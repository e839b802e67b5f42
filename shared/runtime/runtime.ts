import type { ComponentType } from 'react'
import { HOST_SELECTOR, ISLAND_ATTR, LOAD_ATTR, STATE_ATTR, type HostState } from './attributes'
import { holdFirstPress } from './first-press'
import { checkHost } from './host-check'
import type { AnyIsland, Enhancer, Registry } from './island'
import { consoleReporter, listenForGlobalErrors, listenForTrustedTypesViolations, type Reporter } from './report'
import { importChunk } from './preload'
import { importWithRetry, type RetryOptions } from './retry'
import { buildIsGone, StaleBuildError, staleBuildHandler } from './stale-build'
import { afterPageSettled, SETTLED_MARK } from './settled'
import { afterFirstPaint, whenReady, type Strategy } from './strategies'
import { onChangeElsewhere, watchChangesElsewhere } from './changes-elsewhere'
import { onWake, wake, type WakeSignal } from './wake'
import { afterNextPaint, connectInSlices, inSlices, sliceBudget, yieldToMain } from './slices'

interface RuntimeOptions {
  root?: Document | Element
  report?: Reporter
  retry?: RetryOptions
  /** URL prefix of our own bundle; global errors without a frame from it are dropped. */
  ownCodeBase?: string
  /**
   * Asks early for the chunks of island `name` (or `react-host`, or an island's lazy part
   * `<name>/<module>` its contract's `preloads` names), all at once: when a host is found for
   * every strategy that starts by itself, when the strategy fires for `interaction`.
   */
  preload?: (name: string) => void
  /**
   * Asks at low priority for the chunks of island `name` (or `react-host`): once the page has
   * settled, for the islands still waiting for the visitor, so that the first press on one does
   * not wait for the network. Not part of the page's first load.
   */
  warm?: (name: string) => void
  /**
   * The runtime chunk's own URL: a chunk that fails while this answers 404 is of a build a deploy
   * removed, and the page is reloaded for the new one (stale-build.ts) instead of retried.
   */
  build?: string
  /** The islands whose chunk is at a script address, for the Trusted Types reports (listenForTrustedTypesViolations). */
  islandOfScript?: (script: string) => string | undefined
  /**
   * Connect the page's hosts, and mount the islands whose chunks arrive together, in slices of this
   * many ms, giving the browser a turn between them (slices.ts), so a press while the runtime
   * starts is answered between two slices, not after them all (boot.ts: 10). Left out (the unit
   * tests, the testers' kit): every host is connected within the call.
   */
  sliceMs?: number
}

/** Props that parseProps has checked against the island's schema: the island's own props type, by that check. */
type CheckedProps = Record<string, unknown>

interface HostRecord {
  alive: boolean
  cleanup: () => void
  /** While the host waits for the visitor: the preload keys it will need, asked for early at low priority. */
  warmKeys?: readonly string[]
}

const warn = (name: string, host: Element, problem: string) => console.warn(`[islands] "${name}": ${problem}; the island stays inactive.`, host)

/**
 * Finds island hosts now and whenever they are added later, mounts each with
 * its strategy, and unmounts hosts that leave the document. Returns the
 * cleanup that unmounts everything and releases every observer and listener.
 */
export function startIslands(registry: Registry, options: RuntimeOptions = {}): () => void {
  const { root = document, report = consoleReporter, ownCodeBase, preload, warm, build, sliceMs } = options
  // Mounts whose chunks arrive in one task (a group's islands) take turns with the browser too.
  const mountBudget = sliceMs === undefined ? undefined : sliceBudget(sliceMs)
  let stopped = false
  const onStaleBuild = build ? staleBuildHandler(build, report) : undefined
  const staleBuild = async () => (build && (await buildIsGone(build)) ? new StaleBuildError(`this page's build is gone: ${build}`) : undefined)
  const retry: RetryOptions = { ...options.retry, giveUp: staleBuild }
  const chunksOf = (name: string, island: AnyIsland, props: Record<string, unknown>) => [
    name,
    ...(island.render ? ['react-host'] : []),
    ...Object.entries(island.preloads ?? {})
      .filter(([, needs]) => needs.every((prop) => props[prop] !== undefined))
      .map(([part]) => `${name}/${part}`),
  ]
  const preloadIsland = (name: string, island: AnyIsland, props: Record<string, unknown>) => {
    if (preload) chunksOf(name, island, props).forEach((key) => preload(key))
  }
  const hosts = new Map<HTMLElement, HostRecord>()
  const setState = (host: Element, state: HostState) => host.setAttribute(STATE_ATTR, state)

  function connect(host: HTMLElement): void {
    if (hosts.has(host)) return
    const name = host.getAttribute(ISLAND_ATTR) ?? ''
    const record: HostRecord = { alive: true, cleanup: () => {} }
    hosts.set(host, record)
    const checked = checkHost(host, registry)
    if ('refusal' in checked) {
      // Judged before the runtime marks the host: a state already there came with the HTML.
      warn(name, host, checked.refusal.message)
      setState(host, 'inactive')
      return
    }
    const { island } = checked
    const strategy = host.hasAttribute(LOAD_ATTR)
      ? checked.strategy
      : ((island.strategyFor?.(checked.props as never, host) ?? checked.strategy) as Strategy)
    // The server's HTML already shows what the island would (its contract's preloadUnless;
    // non-empty, as the server's hints read the attribute).
    const shownByServer = island.preloadUnless?.some((prop) => ![undefined, ''].includes(checked.props[prop] as string)) ?? false
    // An island waiting for a click may never be needed; every other one will be, soon, unless
    // the server's HTML holds its place.
    const early = strategy !== 'interaction' && !shownByServer
    if (early) preloadIsland(name, island, checked.props)
    // The first press on an `interaction` island lands before its chunk does (first-press.ts).
    // A visitor's move, or a change elsewhere the island shows (an opener's press opening its
    // modal), starts the island after the next frame: the busy mark the press set (first-press.ts,
    // the opener's) is painted first, then the chunks' preload links and imports are made (some 10
    // links, 40–60 ms at 4× CPU in the press's own task before).
    // Once: a press brings a pointerover, a pointerdown and a focus, each a move.
    let cancelPaintWait: (() => void) | undefined
    const startAfterPaint = () => {
      if (!started && !cancelPaintWait) cancelPaintWait = afterNextPaint(start)
    }
    const press = strategy === 'interaction' ? holdFirstPress(host, startAfterPaint) : undefined
    const live = () => press?.live(record.alive)
    const fail = (error: unknown, phase: 'load' | 'render' | 'mount') => {
      setState(host, 'failed')
      if (error instanceof StaleBuildError && onStaleBuild) onStaleBuild(error, { phase, island: name, host })
      else report(error, { phase, island: name, host })
      live()
    }
    setState(host, 'waiting')
    let started = false
    // What the host waits for (its strategy, wakes): all of it ends when it starts or leaves.
    const waits: (() => void)[] = []
    const stopWaiting = () => waits.splice(0).forEach((cancel) => cancel())
    const start = () => {
      if (started) return
      started = true
      record.warmKeys = undefined
      stopWaiting()
      setState(host, 'pending')
      if (!early) preloadIsland(name, island, checked.props)
      mount(host, island, checked.props, record, fail, live).catch((error) => record.alive && fail(error, 'load'))
    }
    // What the server shows in the island's place is painted before the island's chunks are asked
    // for: they are the heavy ones (Leaflet), and would otherwise share the first paint's round
    // trip (Lighthouse counts every request made before the largest paint into it: /coverage/ 99).
    let cancelFirstPaintWait = () => {}
    const ready = strategy === 'interaction' ? startAfterPaint : start
    waits.push(whenReady(host, strategy, shownByServer ? () => (cancelFirstPaintWait = afterFirstPaint(ready)) : ready))
    if (!started) {
      // A change the visitor made elsewhere that this island shows starts it too (wake.ts).
      const woken = (when: 'now' | 'visible') => () => (when === 'now' ? startAfterPaint() : waits.push(whenReady(host, 'visible', start)))
      for (const [signal, when] of Object.entries(island.wakeOn ?? {})) waits.push(onWake(signal as WakeSignal, woken(when)))
      if (!early && warm) record.warmKeys = chunksOf(name, island, checked.props)
    }
    record.cleanup = () => {
      press?.stop()
      stopWaiting()
      cancelFirstPaintWait()
      cancelPaintWait?.()
    }
  }

  async function mount(
    host: HTMLElement,
    island: AnyIsland,
    props: Record<string, unknown>,
    record: HostRecord,
    fail: (error: unknown, phase: 'render' | 'mount') => void,
    live: () => void,
  ): Promise<void> {
    if (island.enhance) {
      const { default: enhance } = await importWithRetry(island.enhance, retry)
      if (mountBudget?.due()) await mountBudget.turn()
      if (!record.alive) return
      try {
        record.cleanup = (enhance as Enhancer<CheckedProps>)(host, props)
        setState(host, 'mounted')
        live()
      } catch (error) {
        fail(error, 'mount')
      }
      return
    }
    if (!island.render) throw new Error('an island needs render or enhance')
    const [{ default: Component }, { mountReactIsland }] = await Promise.all([
      importWithRetry(island.render, retry),
      importWithRetry(() => importChunk('react-host', () => import('./react-host')), retry),
    ])
    if (mountBudget?.due()) await mountBudget.turn()
    if (!record.alive) return
    setState(host, 'mounted')
    record.cleanup = mountReactIsland(host, Component as ComponentType<CheckedProps>, props, (error) => fail(error, 'render'), live)
  }

  function disconnect(host: HTMLElement): void {
    const record = hosts.get(host)
    if (!record) return
    hosts.delete(host)
    record.alive = false
    record.cleanup()
    host.removeAttribute(STATE_ATTR)
  }

  const hostsIn = (node: ParentNode) => [
    ...(node instanceof HTMLElement && node.matches(HOST_SELECTOR) ? [node] : []),
    ...node.querySelectorAll<HTMLElement>(HOST_SELECTOR),
  ]
  const scan = (node: ParentNode) => hostsIn(node).forEach(connect)

  const observer = new MutationObserver((mutations) => {
    let removed = false
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => node instanceof Element && scan(node))
      removed ||= mutation.removedNodes.length > 0
    }
    // A moved host is removed and added in one batch and stays connected.
    if (removed) hosts.forEach((_, host) => !host.isConnected && disconnect(host))
  })
  observer.observe(root, { childList: true, subtree: true })
  const stopGlobal = ownCodeBase ? listenForGlobalErrors(report, ownCodeBase) : () => {}
  const stopViolations = listenForTrustedTypesViolations(report, options.islandOfScript ?? (() => undefined))
  // A change another tab made, or another page of this tab since this one was drawn (Back):
  // the cart's islands start and show the server's cart; a page of an ended or new session
  // (its greeting, its forms' CSRF token) is drawn again.
  const stopElsewhere: (() => void)[] = []
  const watchElsewhere = () => {
    if (stopped) return
    stopElsewhere.push(
      watchChangesElsewhere(),
      onChangeElsewhere('cart', () => wake('cart')),
      onChangeElsewhere('session', () => location.reload()),
    )
  }
  if (sliceMs === undefined) {
    scan(root)
    watchElsewhere()
  } else {
    void connectInSlices(root, hostsIn(root), connect, { ms: sliceMs, cancelled: () => stopped })
    // The page's first read of localStorage loads the origin's storage (a wait on the browser
    // process): in a task of its own, not in the one that evaluates this chunk.
    void yieldToMain().then(watchElsewhere)
  }
  // Once the page has settled, what the islands still waiting will need is asked for, at low
  // priority: the first press on one then waits for no network (React DOM among it). After the
  // mark: what the page asks for from the mark on is not its first load. A key at a time, in
  // slices: the 20-odd preload links of a page's waiting islands were one task of 60 ms at 4× CPU.
  const stopWarm = afterPageSettled(() => {
    performance.mark(SETTLED_MARK)
    if (!warm) return
    const keys = new Set([...hosts.values()].flatMap((record) => record.warmKeys ?? []))
    void inSlices(keys, warm, { ms: sliceMs ?? Infinity, cancelled: () => stopped })
  })

  return () => {
    stopped = true
    observer.disconnect()
    stopElsewhere.forEach((stop) => stop())
    stopWarm()
    stopGlobal()
    stopViolations()
    ;[...hosts.keys()].forEach(disconnect)
  }
}
