import { HOST_SELECTOR } from '../../shared/contract/attributes'
import type { Registry } from '../../shared/contract/island'
import { onChangeElsewhere, watchChangesElsewhere } from './changes-elsewhere'
import { connect, disconnect, warmKeys, type Runtime } from './host'
import { savesData } from './saves-data'
import { consoleReporter, listenForGlobalErrors, listenForTrustedTypesViolations, type Reporter } from './report'
import type { RetryOptions } from './retry'
import { afterPageSettled, SETTLED_MARK } from './settled'
import { connectInSlices, inSlices, sliceBudget, yieldToMain } from './slices'
import { staleBuildCheck, staleBuildReporter } from './stale-build'
import { wake } from './wake'
import { watchWholeSelections } from './whole-selection'

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
   * starts is answered between two slices, not after them all (boot.ts sets it). Left out (the
   * unit tests, the testers' kit): every host is connected within the call.
   */
  sliceMs?: number
}

/**
 * Finds island hosts now and whenever they are added later, gives each its life (host.ts: found →
 * checked → waiting → loading → mounted | failed | inactive), and disconnects the hosts that leave
 * the document. Around them, the page's own listeners: errors of our code, Trusted Types refusals,
 * changes made elsewhere; and the warm-up once the page has settled. Returns the cleanup that
 * unmounts everything and releases every observer and listener.
 */
export function startIslands(registry: Registry, options: RuntimeOptions = {}): () => void {
  const { root = document, report = consoleReporter, sliceMs } = options
  const rt = runtimeOf(registry, options, report)
  let stopped = false
  // A selection made in a server field is carried into the island that replaces it (carry-focus.ts).
  const stops = [observeHosts(rt, root), watchWholeSelections(root), ...listenForPageErrors(report, options)]
  if (sliceMs === undefined) {
    hostsIn(root).forEach((element) => connect(rt, element))
    stops.push(followChangesElsewhere())
  } else {
    void connectInSlices(root, hostsIn(root), (element) => connect(rt, element), { ms: sliceMs, cancelled: () => stopped })
    // The page's first read of localStorage loads the origin's storage: in a task of its own, not
    // in the one that evaluates this chunk (architecture.md «The runtime starts in slices»).
    void yieldToMain().then(() => !stopped && stops.push(followChangesElsewhere()))
  }
  stops.push(afterPageSettled(() => warmUp(rt, options, () => stopped)))
  return () => {
    stopped = true
    stops.forEach((stop) => stop())
    ;[...rt.hosts.values()].forEach((host) => disconnect(rt, host))
  }
}

/** What every host shares: the contracts, how a failure is reported and a chunk retried (a deploy: stale-build.ts), preloads, mount slices. */
function runtimeOf(registry: Registry, { build, retry, preload, sliceMs }: RuntimeOptions, report: Reporter): Runtime {
  return {
    registry,
    hosts: new Map(),
    report: build ? staleBuildReporter(build, report) : report,
    retry: { ...retry, giveUp: staleBuildCheck(build) },
    preload,
    mountBudget: sliceMs === undefined ? undefined : sliceBudget(sliceMs),
  }
}

const hostsIn = (node: ParentNode) => [
  ...(node instanceof HTMLElement && node.matches(HOST_SELECTOR) ? [node] : []),
  ...node.querySelectorAll<HTMLElement>(HOST_SELECTOR),
]

/** Connects the hosts added to the document and disconnects those that left it; returns the stop. */
function observeHosts(rt: Runtime, root: Document | Element): () => void {
  const observer = new MutationObserver((mutations) => {
    let removed = false
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => node instanceof Element && hostsIn(node).forEach((element) => connect(rt, element)))
      removed ||= mutation.removedNodes.length > 0
    }
    // A moved host is removed and added in one batch and stays connected.
    if (removed) rt.hosts.forEach((host) => !host.element.isConnected && disconnect(rt, host))
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}

/** Errors of our own code outside the islands (spec §8), and Trusted Types refusals, reported; returns their stops. */
function listenForPageErrors(report: Reporter, { ownCodeBase, islandOfScript = () => undefined }: RuntimeOptions): (() => void)[] {
  return [ownCodeBase ? listenForGlobalErrors(report, ownCodeBase) : () => {}, listenForTrustedTypesViolations(report, islandOfScript)]
}

/**
 * A change another tab made, or another page of this tab since this one was drawn (Back): the
 * cart's islands start and show the server's cart; a page of an ended or new session (its
 * greeting, its forms' CSRF token) is drawn again. Returns the stop.
 */
function followChangesElsewhere(): () => void {
  const stops = [watchChangesElsewhere(), onChangeElsewhere('cart', () => wake('cart')), onChangeElsewhere('session', () => location.reload())]
  return () => stops.forEach((stop) => stop())
}

/**
 * Once the page has settled: the mark (what the page asks for from it on is not its first load),
 * then, at low priority, what the islands still waiting for the visitor will need, so the first
 * press on one waits for no network; each key once, however many hosts need it, a key at a time
 * in slices (architecture.md «The warm-up, a key at a time»). Nothing for a visitor who saves data.
 */
function warmUp(rt: Runtime, { warm, sliceMs }: RuntimeOptions, cancelled: () => boolean): void {
  performance.mark(SETTLED_MARK)
  if (!warm || savesData()) return
  const keys = new Set([...rt.hosts.values()].flatMap((host) => warmKeys(host)))
  void inSlices(keys, warm, { ms: sliceMs ?? Infinity, cancelled })
}
