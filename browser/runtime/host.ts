/**
 * A host's life, from the moment the runtime finds it (runtime.ts) until it leaves the document:
 *
 *   found → checked → waiting → loading → mounted
 *      └─→ inactive              └─→ failed ←─┘ (a render that throws)
 *   and from any of them → gone (disconnect)
 *
 * - found: a `[data-island]` element the runtime has not seen;
 * - checked: its attributes read against its island's contract (shared/contract/host-check.ts);
 *   a refusal leaves it inactive, with one warning, and its server HTML (spec §8, DESIGN 1);
 * - waiting: for the first of its strategy's moment (strategies.ts), a first press (first-press.ts)
 *   and a change elsewhere it shows (wake.ts);
 * - loading: its chunks asked for and imported, retried (spec §8, retry.ts);
 * - mounted: its enhancer ran over the server's DOM (DESIGN 5), or its component renders through
 *   the page's one React root (react-host.tsx);
 * - failed: it did not load, mount or render; the server's HTML stays and the error is reported;
 * - gone: it left the document, or the runtime stopped; whatever it held is released.
 *
 * A tester or a backend developer sees `data-island-state`: waiting, pending (loading), mounted,
 * failed, inactive. Found and checked pass within the task that found the host; a gone host's
 * attribute is removed.
 */
import type { ComponentType } from 'react'
import { ISLAND_ATTR, LOAD_ATTR, STATE_ATTR, type HostState } from '../../shared/contract/attributes'
import { checkHost } from '../../shared/contract/host-check'
import type { AnyIsland, Enhancer, Registry, Strategy, WakeSignal } from '../../shared/contract/island'
import { holdFirstPress, type FirstPress } from './first-press'
import { importChunk } from './preload'
import type { mountReactIsland } from './react-host'
import type { Reporter } from './report'
import { importWithRetry, type RetryOptions } from './retry'
import { afterNextPaint, type sliceBudget } from './slices'
import { afterFirstPaint, whenReady } from './strategies'
import { onWake } from './wake'

type LifeState = 'found' | 'checked' | 'waiting' | 'loading' | 'mounted' | 'failed' | 'inactive' | 'gone'

/** The `data-island-state` of each state a tester or a backend developer sees. */
const SHOWN: Partial<Record<LifeState, HostState>> = {
  waiting: 'waiting',
  loading: 'pending',
  mounted: 'mounted',
  failed: 'failed',
  inactive: 'inactive',
}

/** What every host of the page shares (runtime.ts sets it up from its options; `rt` in the functions below). */
export interface Runtime {
  registry: Registry
  hosts: Map<HTMLElement, Host>
  /** Reports a host that failed (a chunk of a build a deploy removed reloads the page instead: stale-build.ts). */
  report: Reporter
  retry: RetryOptions
  /** Asks early for the chunks of a preload key (RuntimeOptions.preload). */
  preload?: (key: string) => void
  /** Islands whose chunks arrive in one task mount in slices (architecture.md «The runtime starts in slices»). */
  mountBudget?: ReturnType<typeof sliceBudget>
}

/** Props that checkHost has checked against the island's schema: the island's own props type, by that check. */
type CheckedProps = Record<string, unknown>

export interface Host {
  readonly element: HTMLElement
  /** The island it names (`data-island`). */
  readonly name: string
  state: LifeState
  /** What it waits for (its strategy's moment, a paint, wakes): all of it ends when it loads or leaves. */
  readonly waits: (() => void)[]
  /** Its start after the next paint is on its way: once, however many moves come. */
  paintWait: boolean
  /** The first press held for an `interaction` island (first-press.ts). */
  press?: FirstPress
  /** The mounted island's cleanup. */
  unmount: () => void
}

/** A host its island's contract accepted. */
interface CheckedHost extends Host {
  readonly island: AnyIsland
  readonly props: CheckedProps
  /** The host's `data-island-load`, else the contract's `strategyFor` for these props, else its `strategy`. */
  readonly strategy: Strategy
  /** The server's HTML already shows what the island would (its contract's `preloadUnless`). */
  readonly shownByServer: boolean
  /** Its chunks are asked for as it is checked: it will start by itself, soon. */
  readonly early: boolean
}

const isChecked = (host: Host): host is CheckedHost => 'island' in host

/** found: a host the runtime has not seen yet. It is checked and, accepted, waits. */
export function connect(rt: Runtime, element: HTMLElement): void {
  if (rt.hosts.has(element)) return
  const host: Host = { element, name: element.getAttribute(ISLAND_ATTR) ?? '', state: 'found', waits: [], paintWait: false, unmount: () => {} }
  rt.hosts.set(element, host)
  const checked = check(rt, host)
  if (checked) wait(rt, checked)
}

/** found → checked, or → inactive: the host's attributes read against its island's contract. */
function check(rt: Runtime, host: Host): CheckedHost | undefined {
  const result = checkHost(host.element, rt.registry)
  if ('refusal' in result) {
    // Judged before the runtime marks the host: a state already there came with the HTML.
    console.warn(`[islands] "${host.name}": ${result.refusal.message}; the island stays inactive.`, host.element)
    enter(host, 'inactive')
    return undefined
  }
  const { island, props } = result
  const strategy = host.element.hasAttribute(LOAD_ATTR)
    ? result.strategy
    : ((island.strategyFor?.(props as never, host.element) ?? result.strategy) as Strategy)
  // Non-empty, as the server's preload hints read the attribute.
  const shownByServer = island.preloadUnless?.some((prop) => ![undefined, ''].includes(props[prop] as string)) ?? false
  // An island waiting for a press may never be needed; every other one will be, soon, unless the
  // server's HTML holds its place.
  const early = strategy !== 'interaction' && !shownByServer
  return Object.assign(host, { state: 'checked' as const, island, props, strategy, shownByServer, early })
}

/**
 * checked → waiting, for the first of: its strategy's moment (for one the server's HTML shows, and
 * the page's first paint: architecture.md «The server's picture is painted first»); for
 * `interaction`, the first press, held for the island; a change elsewhere the island shows.
 */
function wait(rt: Runtime, host: CheckedHost): void {
  if (host.early) preloadChunks(rt, host)
  const moved = () => startAfterPaint(rt, host)
  if (host.strategy === 'interaction') host.press = holdFirstPress(host.element, moved)
  enter(host, 'waiting')
  const ready = host.strategy === 'interaction' ? moved : () => load(rt, host)
  const whenPainted = () => {
    host.waits.push(afterFirstPaint(ready))
  }
  host.waits.push(whenReady(host.element, host.strategy, host.shownByServer ? whenPainted : ready))
  if (host.state === 'waiting') listenForWakes(rt, host)
}

/**
 * A visitor's move on the host, or a change elsewhere it shows (an opener's press), starts it after
 * the next frame: the busy mark is painted first (architecture.md «A visitor's press is painted
 * first»). Once: a press brings a pointerover, a pointerdown and a focus, each a move.
 */
function startAfterPaint(rt: Runtime, host: CheckedHost): void {
  if (host.state !== 'waiting' || host.paintWait) return
  host.paintWait = true
  host.waits.push(afterNextPaint(() => load(rt, host)))
}

/** A change the visitor made elsewhere that the island shows starts it too (its contract's `wakeOn`): now, or once it nears the viewport. */
function listenForWakes(rt: Runtime, host: CheckedHost): void {
  for (const [signal, when] of Object.entries(host.island.wakeOn ?? {})) {
    const woken = () => {
      if (when === 'now') startAfterPaint(rt, host)
      else host.waits.push(whenReady(host.element, 'visible', () => load(rt, host)))
    }
    host.waits.push(onWake(signal as WakeSignal, woken))
  }
}

/** waiting → loading: the waits end; its chunks are asked for, unless they were as it was checked, and imported. */
function load(rt: Runtime, host: CheckedHost): void {
  if (host.state !== 'waiting') return
  stopWaiting(host)
  enter(host, 'loading')
  if (!host.early) preloadChunks(rt, host)
  importAndMount(rt, host).catch((error: unknown) => host.state !== 'gone' && fail(rt, host, error, 'load'))
}

/** The island's code, imported with retries; mounted in its turn (mountBudget), unless the host left meanwhile. */
async function importAndMount(rt: Runtime, host: CheckedHost): Promise<void> {
  const { island } = host
  if (island.enhance) {
    const { default: enhance } = await importWithRetry(island.enhance, rt.retry)
    if (rt.mountBudget?.due()) await rt.mountBudget.turn()
    if (host.state === 'loading') mountEnhancer(rt, host, enhance as Enhancer<CheckedProps>)
    return
  }
  if (!island.render) throw new Error('an island needs render or enhance')
  const [{ default: Component }, reactHost] = await Promise.all([
    importWithRetry(island.render, rt.retry),
    importWithRetry(() => importChunk('react-host', () => import('./react-host')), rt.retry),
  ])
  if (rt.mountBudget?.due()) await rt.mountBudget.turn()
  if (host.state === 'loading') mountReact(rt, host, Component as ComponentType<CheckedProps>, reactHost.mountReactIsland)
}

/** loading → mounted, or → failed: the enhancer runs over the server's DOM and returns its cleanup. */
function mountEnhancer(rt: Runtime, host: CheckedHost, enhance: Enhancer<CheckedProps>): void {
  try {
    host.unmount = enhance(host.element, host.props)
    enter(host, 'mounted')
    live(host)
  } catch (error) {
    fail(rt, host, error, 'mount')
  }
}

/**
 * loading → mounted: the component, a portal into the host through the page's one React root. It
 * replaces the server's HTML in its first commit, which makes it live; a render that throws fails it.
 */
function mountReact(rt: Runtime, host: CheckedHost, Component: ComponentType<CheckedProps>, mount: typeof mountReactIsland): void {
  enter(host, 'mounted')
  const failed = (error: unknown) => fail(rt, host, error, 'render')
  host.unmount = mount(host.element, Component, host.props, failed, () => live(host))
}

/** → failed: the server's HTML stays (or is put back), the error is reported, and the held press goes to the server's element. */
function fail(rt: Runtime, host: Host, error: unknown, phase: 'load' | 'render' | 'mount'): void {
  enter(host, 'failed')
  rt.report(error, { phase, island: host.name, host: host.element })
  live(host)
}

/** The island answers now, or its server HTML does again: the press held for it is given (first-press.ts). */
function live(host: Host): void {
  host.press?.live(host.state !== 'gone')
}

/** → gone: the host left the document, or the runtime stopped. What it waited for, held or mounted is released. */
export function disconnect(rt: Runtime, host: Host): void {
  rt.hosts.delete(host.element)
  host.state = 'gone'
  stopWaiting(host)
  host.press?.stop()
  host.unmount()
  host.element.removeAttribute(STATE_ATTR)
}

/** The preload keys a host still waiting for the visitor will need (the warm-up once the page has settled); none for any other. */
export function warmKeys(host: Host): string[] {
  return host.state === 'waiting' && isChecked(host) && !host.early ? chunksOf(host) : []
}

function enter(host: Host, state: LifeState): void {
  host.state = state
  const shown = SHOWN[state]
  if (shown) host.element.setAttribute(STATE_ATTR, shown)
}

function stopWaiting(host: Host): void {
  host.waits.splice(0).forEach((cancel) => cancel())
}

/** A host's preload keys: its island, the React host for a React island, the lazy parts its props need at once (the contract's `preloads`). */
function chunksOf({ name, island, props }: CheckedHost): string[] {
  return [
    name,
    ...(island.render ? ['react-host'] : []),
    ...Object.entries(island.preloads ?? {})
      .filter(([, needs]) => needs.every((prop) => props[prop] !== undefined))
      .map(([part]) => `${name}/${part}`),
  ]
}

function preloadChunks(rt: Runtime, host: CheckedHost): void {
  const { preload } = rt
  if (preload) chunksOf(host).forEach((key) => preload(key))
}
