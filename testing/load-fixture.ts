import { act } from 'react'
import { islands } from '../islands/index'
import { HOST_SELECTOR, ISLAND_ATTR, LOAD_ATTR, STATE_ATTR, type HostState } from '../shared/contract/attributes'
import type { Registry } from '../shared/contract/island'
import type { ErrorContext } from '../browser/runtime/report'
import { startIslands } from '../browser/runtime/runtime'
import { fixtureHTML, readHeader } from './fixture-file'
import { csrfToken, makeVisitor, reference } from './reference-state'
import { resetPageStores } from '../browser/stores/page-reset'
import type { VisitorName } from './visitors'
import { loadImask } from '../browser/dom/lazy-mask'
import { recordPage, unreadWarnings, type PageRecord } from './page-record'

export interface LoadOptions {
  /** The page's address (path or URL); default the fixture's own (its `Page:` line), else the current one. */
  url?: string
  /** The visitor to be (`anonymous`, `signed-in`, `filled-cart`, `compared`); default the fixture's own (its `Visitor:` line). */
  visitor?: VisitorName
  /** How long to wait for every host to settle, in ms; default 30 000. Loading never throws on it. */
  timeout?: number
}

/** One island host of the loaded page, as the runtime left it. */
export interface HostReport {
  /** Its `data-island` name. */
  island: string
  element: HTMLElement
  /** `mounted`, `inactive` (bad attributes, unknown name), `failed` (threw, or its chunk did not load); `waiting`/`pending` only past the timeout. */
  state: HostState | null
  /** The runtime's warning about it (why it stayed inactive); reading it expects it (see `warnings`). */
  warning?: string
  /** What made it fail. */
  error?: unknown
}

/** An island that failed, as the runtime reported it (phase `load`, `render` or `mount`). */
export interface IslandFailure {
  island: string | undefined
  phase: ErrorContext['phase']
  error: unknown
}

/** Where an island sent the browser: `location.assign(url)`, or `location.reload()` (the page's URL). */
export interface Navigation {
  type: 'assign' | 'reload'
  url: string
}

export interface LoadedPage {
  /** Every host in the document now, with its state (read afresh each time). */
  readonly hosts: HostReport[]
  /** The hosts of one island. */
  hostsOf(island: string): HostReport[]
  /**
   * Every console warning while the page is loaded so far, in order: the runtime's
   * (`[islands] "x": missing required attribute data-y; …`) and the islands' own
   * (`[cart-button] …`) are kept here only; any other is printed as well.
   *
   * Reading it expects the warnings it holds: one of ours that the test never read (here or as a
   * host's `warning`) fails the test when the page is cleaned up, so a fixture with an unknown
   * island or a malformed attribute cannot pass unnoticed.
   */
  readonly warnings: string[]
  /** Islands that threw or whose chunk did not load. */
  failures: IslandFailure[]
  /** `location.assign`/`reload` calls, recorded instead of leaving the page. */
  navigations: Navigation[]
  /** `window.alert` messages, recorded instead of shown. */
  alerts: string[]
  /** Whether every host was mounted, inactive or failed within the timeout. */
  settled: boolean
  /** Stops the runtime: every island unmounts and its host gets the server HTML back; the document stays. */
  unmount(): void
  /**
   * Unmounts, empties the document, puts the address and window back and resets the islands'
   * stores; then throws if the page warned and the test did not read the warning.
   */
  cleanup(): void
}

const SETTLED: ReadonlySet<string | null> = new Set<HostState>(['mounted', 'inactive', 'failed'])
const DEFAULT_TIMEOUT = 30_000
const live = new Set<LoadedPage>()

/**
 * Every island of the registry, mounted as soon as it is found: a test waits for states, not
 * strategies (nor for what a contract's strategyFor would pick).
 */
const AT_ONCE: Registry = Object.fromEntries(
  Object.entries(islands).map(([name, island]) => [name, { ...island, strategy: 'eager', strategyFor: undefined }]),
)

const hostElements = () => [...document.querySelectorAll<HTMLElement>(HOST_SELECTOR)]

/** Resolves true once every host has settled, false when `timeout` ms pass first. Waits on the hosts' state attribute. */
function whenSettled(timeout: number): Promise<boolean> {
  const done = () => hostElements().every((host) => SETTLED.has(host.getAttribute(STATE_ATTR)))
  return new Promise((resolve) => {
    if (done()) return resolve(true)
    const finish = (settled: boolean) => {
      observer.disconnect()
      clearTimeout(timer)
      resolve(settled)
    }
    const observer = new MutationObserver(() => done() && finish(true))
    const timer = setTimeout(() => finish(false), timeout)
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: [STATE_ATTR] })
  })
}

/**
 * React's act(): the islands' renders and effects are flushed before it returns. The flag tells
 * React this is a test (Testing Library turns it on; a test without it would get a warning).
 */
function actFlag(): () => void {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const before = global.IS_REACT_ACT_ENVIRONMENT
  global.IS_REACT_ACT_ENVIRONMENT = true
  return () => (global.IS_REACT_ACT_ENVIRONMENT = before)
}
async function inAct(work: () => Promise<void>): Promise<void> {
  const restore = actFlag()
  try {
    await act(work)
  } finally {
    restore()
  }
}
function inActNow(work: () => void): void {
  const restore = actFlag()
  try {
    act(work)
  } finally {
    restore()
  }
}

/**
 * Loads a fixture into the document and mounts every island in it through the real runtime and
 * the real contracts, all at once, then waits until each host is `mounted`, `inactive` or
 * `failed`. `source` is a catalogue name (`'order-cart-filled.html'`), a file path, or HTML.
 *
 * A catalogue fixture is loaded as its page was visited: the address is the page's, the
 * `csrftoken` cookie is set, and the reference server gets the same visitor (signed in, cart
 * filled …), so its answers agree with the markup. Bad markup never throws: an unknown island or
 * a malformed attribute leaves its host `inactive` with the runtime's warning in the result.
 * Loading another fixture leaves the page before (its cleanup), as following a link would.
 *
 * @example
 * const page = await loadFixture('cart-button.html')
 * expect(page.hosts.map((h) => h.state)).toEqual(['mounted', 'mounted'])
 */
export async function loadFixture(source: string, options: LoadOptions = {}): Promise<LoadedPage> {
  const html = fixtureHTML(source)
  // One page at a time, as in a browser tab: the page before is left.
  cleanupPages()
  const fixture = readHeader(html)
  const previousUrl = location.href
  await visit(options.url ?? fixture.page, options.visitor ?? fixture.visitor)
  await writeDocument(html)
  const record = recordPage()
  const { stop, settled } = await startAtOnce(record, options.timeout ?? DEFAULT_TIMEOUT)
  const page = loadedPage({ record, stop, settled, previousUrl })
  live.add(page)
  return page
}

/** The page's address, and the reference server's visitor with the `csrftoken` cookie the page would have set. */
async function visit(url: string | undefined, visitor: VisitorName | undefined): Promise<void> {
  if (url) history.replaceState(null, '', url)
  const { jar } = reference()
  csrfToken(jar)
  if (visitor) await makeVisitor(visitor)
}

/** The fixture's body into the document, its hosts to mount at once. */
async function writeDocument(html: string): Promise<void> {
  document.body.innerHTML = /<html[\s>]/i.test(html) ? new DOMParser().parseFromString(html, 'text/html').body.innerHTML : html
  // «At once, not by strategy»: a host's own data-island-load would make it wait for a scroll or a
  // click, and the phone masks' imask for a field to near the viewport (browser/dom/lazy-mask.ts).
  hostElements().forEach((host) => host.removeAttribute(LOAD_ATTR))
  await loadImask()
}

/** Starts the runtime over the document in act(), every island at once; resolves when each host settled or `timeout` passed. */
async function startAtOnce(record: PageRecord, timeout: number): Promise<{ stop: () => void; settled: boolean }> {
  let stop = () => {}
  let settled = false
  await inAct(async () => {
    stop = startIslands(AT_ONCE, {
      report: (error, { phase, island, host }) => {
        record.failures.push({ island, phase, error })
        if (host) record.hostErrors.set(host, error)
      },
      // A chunk that fails in a test fails for good: no 15 s of retries.
      retry: { retries: 0 },
    })
    settled = await whenSettled(timeout)
  })
  return { stop, settled }
}

/** A host as the runtime left it; reading its warning expects it. */
function hostReport(element: HTMLElement, { hostWarnings, hostErrors }: PageRecord): HostReport {
  const warning = hostWarnings.get(element)
  return {
    island: element.getAttribute(ISLAND_ATTR) ?? '',
    element,
    state: element.getAttribute(STATE_ATTR) as HostState | null,
    // A getter: a test that reads the warning expects it.
    ...(warning && {
      get warning() {
        warning.read = true
        return warning.message
      },
    }),
    ...(hostErrors.has(element) ? { error: hostErrors.get(element) } : {}),
  }
}

interface Started {
  record: PageRecord
  /** Stops the runtime. */
  stop: () => void
  settled: boolean
  /** The address before the page, put back by its cleanup. */
  previousUrl: string
}

/** The loaded page a test reads, with its unmount and its cleanup. */
function loadedPage({ record, stop, settled, previousUrl }: Started): LoadedPage {
  const { warnings, failures, navigations, alerts } = record
  const report = (element: HTMLElement) => hostReport(element, record)
  let cleaned = false
  let stopped = false
  const unmount = () => {
    if (stopped) return
    stopped = true
    inActNow(() => stop())
  }
  const page: LoadedPage = {
    get hosts() {
      return hostElements().map(report)
    },
    hostsOf: (island) =>
      hostElements()
        .filter((host) => host.getAttribute(ISLAND_ATTR) === island)
        .map(report),
    get warnings() {
      warnings.forEach((warning) => (warning.read = true))
      return warnings.map((warning) => warning.message)
    },
    failures,
    navigations,
    alerts,
    settled,
    unmount,
    cleanup() {
      if (cleaned) return
      cleaned = true
      live.delete(page)
      unmount()
      record.restore()
      document.body.innerHTML = ''
      history.replaceState(null, '', previousUrl)
      // Leaving is a page load's end: the islands' stores start again (each registers its reset).
      resetPageStores()
      const unread = unreadWarnings(warnings)
      if (unread) throw unread
    },
  }
  return page
}

/**
 * Cleans up every page still loaded (useReferenceServer calls it after each test, loadFixture
 * before it loads the next page); then throws if one of them warned unread (`warnings`).
 */
export function cleanupPages(): void {
  const errors: unknown[] = []
  for (const page of [...live]) {
    try {
      page.cleanup()
    } catch (error) {
      errors.push(error)
    }
  }
  if (errors.length) throw errors[0]
}
