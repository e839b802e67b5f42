import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'
import { cases, repeat, SMOKE } from './mode'
import { WARM_ATTR } from '../shared/contract/attributes'
import { SETTLED_MARK } from '../browser/runtime/settled'
import { readBuild } from './sizes'

/**
 * Interaction latency with React (issue 40, item 4), headless Chromium at 4× CPU slowdown:
 * 1. the page settled and the islands mounted: the page's INP (Event Timing: the worst interaction's duration,
 *    entries of 16 ms and more with an interactionId) over one fresh interaction of each case;
 * 2. the first tap on an island not mounted yet: from the press to the first frame painted after
 *    something is marked `aria-busy` (the visible answer; the frame's time by Event Timing), and to the island's result
 *    painted (the dialog open, the popup's field focused), tapped right after the load event and
 *    after the runtime's `islands:settled` mark, on loopback and under DevTools' «Fast 4G».
 * Each run is a fresh browser context (empty cache, empty cart). The section prints, it fails on
 * no figure.
 */
const RUNS = repeat(5)
const CPU_SLOWDOWN = 4
const INP_TARGET = 100
const BUSY_TARGET = 100
const RESULT_TARGET = 700
/** Past this the tap counts as lost (no result); far above any figure seen, only so a run ends. */
const LOST_AFTER_MS = 15_000
const DESKTOP = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } satisfies BrowserContextOptions

/** Chrome DevTools' «Fast 4G» preset (front_end/core/sdk/NetworkManager.ts, Fast4GConditions). */
const FAST_4G = { latency: 60 * 2.75, downloadThroughput: (9e6 / 8) * 0.9, uploadThroughput: (1.5e6 / 8) * 0.9 }
const FAST_4G_LABEL = `«Fast 4G», DevTools' preset: ${FAST_4G.latency} ms latency, 9 Mbit/s × 0.9 = ${FAST_4G.downloadThroughput} B/s down, 1.5 Mbit/s × 0.9 = ${FAST_4G.uploadThroughput} B/s up`

/**
 * Every Event Timing entry of an interaction, and every entry of 16 ms or more with its processing
 * times (the first tap's visible answer), from the page's first script on. tsx compiles the page
 * functions below with keepNames, whose `__name` helper the page gets here (as in network.ts).
 */
const INIT = `
globalThis.__name = (fn) => fn
globalThis.__interactions = []
globalThis.__events = []
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.interactionId > 0) globalThis.__interactions.push({ id: e.interactionId, duration: e.duration })
    globalThis.__events.push({ startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration })
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true })`

/** An Event Timing entry: the event, its listeners' run, and the frame painted after them (`startTime + duration`). */
interface EventEntry {
  startTime: number
  processingStart: number
  processingEnd: number
  duration: number
}

interface PageGlobals {
  __interactions: { id: number; duration: number }[]
  __events: EventEntry[]
  __tap: Promise<TapTimes>
}

async function open(browser: Browser, options: BrowserContextOptions, network?: typeof FAST_4G) {
  const context = await browser.newContext(options)
  await context.addInitScript({ content: INIT })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network })
  }
  const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page, throttle }
}

/** Resolves at the runtime's `islands:settled` mark, once every chunk it warmed for the waiting islands has come. */
const settled = (page: Page) =>
  page.waitForFunction(
    ([mark, warmAttr]) =>
      performance.getEntriesByName(mark).length > 0 &&
      [...document.querySelectorAll<HTMLLinkElement>(`link[${warmAttr}]`)].every((link) => performance.getEntriesByName(link.href).length > 0),
    [SETTLED_MARK, WARM_ATTR] as const,
    { timeout: 60_000 },
  )

/** Resolves once the host's island is mounted (the runtime's data-island-state). */
const mounted = (host: Locator) => host.and(host.page().locator('[data-island-state="mounted"]')).waitFor()

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const figure = (xs: number[]) => (xs.length ? `${median(xs).toFixed(0)} (max ${Math.max(...xs).toFixed(0)})` : '—')
const verdict = (xs: number[], target: number) => (xs.length ? (Math.max(...xs) <= target ? 'within' : 'OVER') : 'no figure')

/**
 * A run that failed: the smoke run fails on it (a selector a change broke), a real run counts it
 * and goes on, so that one bad moment of the page does not cost the other figures.
 */
function failure(error: unknown): string {
  if (SMOKE) throw error
  return `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
}
/** What went wrong in how many of the runs, one line each. */
const tally = (problems: string[], runs: number) =>
  [...new Set(problems)].map((problem) => `      ${problems.filter((p) => p === problem).length}/${runs} runs: ${problem}`)

// ── 1. Islands already mounted ──────────────────────────────────────────────────────────────────

interface MountedCase {
  label: string
  path: string
  /** Mounts the island (a hover, a first interaction) and leaves the page ready for `act`; returns what it found wrong, if anything. */
  prepare: (page: Page) => Promise<string | undefined | void>
  /** The measured interaction; resolves once its result is in the page. */
  act: (page: Page) => Promise<void>
}

const CART_BUTTON = '#catalog-numbers [data-island="cart-button"]'
const CART_SUMMARY = '[data-island="cart-summary"]'
const CALLBACK_OPENER = '[data-island="modal-opener"][data-modal="callback"]'
const CALLBACK_DIALOG = '[data-island="form-modal"][data-kind="callback"] dialog[open]'
const HEADER_SEARCH = '[data-island="header-search"]'
const CALCULATOR = '[data-island="calculator"]'

async function addFirstNumber(page: Page): Promise<void> {
  const host = page.locator(CART_BUTTON).first()
  await host.hover()
  await mounted(host)
  await host.locator('button').click()
  await host.locator('[data-cart-button-state="in-cart"]').waitFor()
}

const MOUNTED_CASES: MountedCase[] = [
  {
    label: 'add a number to the cart (/numbers/, «В корзину»)',
    path: '/numbers/',
    prepare: async (page) => {
      const host = page.locator(CART_BUTTON).first()
      await host.hover()
      await mounted(host)
    },
    act: async (page) => {
      const host = page.locator(CART_BUTTON).first()
      await host.locator('button').click()
      await host.locator('[data-cart-button-state="in-cart"]').waitFor()
    },
  },
  {
    label: 'open the header cart (/numbers/, one number in it)',
    path: '/numbers/',
    // The add wakes the header's cart; once it is mounted and the add's reload of the cart is in,
    // nothing changes the cart any more, and the header shows what it will show.
    prepare: async (page) => {
      const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart/')
      await addFirstNumber(page)
      await reloaded
      await mounted(page.locator(CART_SUMMARY))
      const count = await page.locator(`${CART_SUMMARY} .cart-summary__count`).textContent()
      return count?.trim() === '1' ? undefined : `the header cart showed ${count?.trim()} items after the add, not 1`
    },
    act: async (page) => {
      await page.locator(`${CART_SUMMARY} button[aria-expanded]`).click()
      await page.locator(`${CART_SUMMARY} button[aria-expanded="true"]`).waitFor()
    },
  },
  {
    label: 'open the callback modal (/, «Заказать звонок»)',
    path: '/',
    // Its first opening mounts the dialog's island; Escape closes it again.
    prepare: async (page) => {
      await mounted(page.locator(CALLBACK_OPENER))
      await page.locator(CALLBACK_OPENER).click()
      await page.locator(CALLBACK_DIALOG).waitFor()
      await page.keyboard.press('Escape')
      await page.locator(CALLBACK_DIALOG).waitFor({ state: 'detached' })
    },
    act: async (page) => {
      await page.locator(CALLBACK_OPENER).click()
      await page.locator(CALLBACK_DIALOG).waitFor()
    },
  },
  {
    label: 'type «900» in the header search (/, desktop combobox; worst of 3 keys)',
    path: '/',
    prepare: async (page) => {
      await page.locator(HEADER_SEARCH).hover()
      await mounted(page.locator(HEADER_SEARCH))
      await page.locator(`${HEADER_SEARCH} .header-search__form--desktop input`).click()
    },
    act: async (page) => {
      await page.keyboard.type('900')
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === '900')
    },
  },
  {
    label: 'move a calculator slider (/tariffs/calculator/, ArrowRight)',
    path: '/tariffs/calculator/',
    prepare: async (page) => {
      // The calculator's first look is the server's: the pointer brings the island, as a visitor's does.
      await page.locator(CALCULATOR).hover()
      await mounted(page.locator(CALCULATOR))
      // A slider with room to move right (the three shares sum to 100).
      await page.locator(`${CALCULATOR} input[type="range"]`).evaluateAll((inputs: HTMLInputElement[]) => {
        inputs.find((input) => Number(input.value) < Number(input.max))?.focus()
      })
    },
    act: async (page) => {
      const before = await page.evaluate(() => (document.activeElement as HTMLInputElement).value)
      await page.keyboard.press('ArrowRight')
      await page.waitForFunction((value) => (document.activeElement as HTMLInputElement).value !== value, before)
    },
  },
  {
    label: 'change a catalogue filter (/numbers/, an operator checkbox)',
    path: '/numbers/',
    prepare: async (page) => {
      await mounted(page.locator('#catalog-filters'))
      await mounted(page.locator('#catalog-numbers'))
    },
    act: async (page) => {
      await page.locator('#filter-provider-1').click()
      await page.locator('#filter-provider-1:checked').waitFor()
    },
  },
]

/**
 * The worst interaction's duration during `act` (the INP of that moment), or 0 when none reached
 * the 16 ms threshold. An entry comes once the frame after its interaction is presented:
 * performance.interactionCount says how many to wait for, and one quicker than the threshold
 * never comes, so the wait is bounded.
 */
async function worstInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => {
    ;(globalThis as unknown as PageGlobals).__interactions.length = 0
    return (performance as unknown as { interactionCount: number }).interactionCount
  })
  await act()
  return page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const expected = (performance as unknown as { interactionCount: number }).interactionCount - count
        const deadline = performance.now() + 2000
        const check = () => {
          const entries = (globalThis as unknown as PageGlobals).__interactions
          if (new Set(entries.map((e) => e.id)).size >= expected || performance.now() > deadline)
            resolve(Math.max(0, ...entries.map((e) => e.duration)))
          else requestAnimationFrame(check)
        }
        check()
      }),
    before,
  )
}

async function benchMounted(browser: Browser, baseUrl: string): Promise<string[]> {
  const lines = [
    `  1. the page settled (islands:settled, warm fetches in) and the islands mounted, then one fresh interaction: the page's INP over it (Event Timing, durationThreshold 16; 0 = under 16),`,
    `     1280×800, ${CPU_SLOWDOWN}× CPU, loopback; median (max) of N = ${RUNS} runs, ms (target ≤ ${INP_TARGET} each, judged on the max)`,
  ]
  for (const { label, path, prepare, act } of MOUNTED_CASES) {
    const inp: number[] = []
    const problems: string[] = []
    for (let run = 0; run < RUNS; run++) {
      const { context, page, throttle } = await open(browser, DESKTOP)
      try {
        await page.goto(baseUrl + path)
        // The page's own start (the islands that start by themselves, the warm fetches) is over:
        // this figure is one interaction's; the first taps below measure the page still starting.
        await settled(page)
        const problem = await prepare(page)
        if (problem) problems.push(problem)
        // Only the measured interaction is slowed down: mounting is not what this figure is about.
        await throttle()
        inp.push(await worstInteraction(page, () => act(page)))
      } catch (error) {
        problems.push(failure(error))
      } finally {
        await context.close()
      }
    }
    lines.push(`    ${label.padEnd(72)} ${figure(inp).padStart(13)}  ${verdict(inp, INP_TARGET)}`, ...tally(problems, RUNS))
  }
  return lines
}

// ── 2. The first tap on an island not mounted yet ───────────────────────────────────────────────

interface TapTimes {
  /** From the press to the frame painted after the first aria-busy="true", if there was one. */
  busy: number | null
  /** The island whose host (or element inside it) was marked busy first. */
  busyIsland: string | null
  /** From the press to the frame painted with the result, null when the tap was lost. */
  result: number | null
}

interface TapCase {
  label: string
  path: string
  context: BrowserContextOptions
  /** What the visitor presses. */
  target: string
  /** The result on screen: 'dialog' open and visible, or 'focus' in the search popup. */
  result: { dialog: string } | { focus: string }
}

const TAP_CASES: TapCase[] = [
  {
    label: 'callback modal («Заказать звонок» on /, 1280×800, mouse): the dialog open',
    path: '/',
    context: DESKTOP,
    target: CALLBACK_OPENER,
    result: { dialog: '[data-island="form-modal"][data-kind="callback"] dialog' },
  },
  {
    label: 'phone search popup («Поиск» on /, 390×844, touch): its field focused',
    path: '/',
    context: PHONE,
    target: `${HEADER_SEARCH} .header-search__open`,
    result: { focus: '.header-search__dialog[open] input' },
  },
]

/**
 * Watches from now on for the press, the first aria-busy and the result; `__tap` resolves with the
 * times. The busy mark is set by a listener of the press (or of an event after it): the frame that
 * shows it is the one Event Timing reports for that event (the browser's own paint time, as INP).
 * A timer after the next animation frame would come late: it waits behind the tasks queued before
 * it (the click's dispatch, the island's start after that very frame), 40–50 ms at 4× CPU by the
 * trace, where the frame itself had been painted. Only when no event's listeners set the mark (an
 * entry needs 16 ms) is that timer the figure.
 */
function watchTap({ result, lostAfter }: { result: TapCase['result']; lostAfter: number }): void {
  let press: number | null = null
  let busyAt: number | null = null
  let busyFrame: number | null = null
  const times: TapTimes = { busy: null, busyIsland: null, result: null }
  // The frame that shows a change: a task after the next animation frame runs once it is painted.
  const painted = (then: (at: number) => void) => requestAnimationFrame(() => setTimeout(() => then(performance.now())))
  // The event's own time stamp is the press, however late a busy main thread runs the listener.
  addEventListener('pointerdown', (event) => (press ??= event.timeStamp), { capture: true, once: true })
  const shown = () => {
    if ('dialog' in result) {
      const dialog = document.querySelector<HTMLDialogElement>(result.dialog)
      return !!dialog?.open && dialog.checkVisibility()
    }
    return !!document.activeElement?.matches(result.focus)
  }
  ;(globalThis as unknown as PageGlobals).__tap = new Promise<TapTimes>((resolve) => {
    const timer = setTimeout(() => finish(), lostAfter)
    const finish = () => {
      observer.disconnect()
      removeEventListener('focusin', check, true)
      clearTimeout(timer)
      if (busyAt !== null && press !== null) {
        const at = busyAt
        const event = (globalThis as unknown as PageGlobals).__events.find((e) => e.processingStart <= at && at <= e.processingEnd)
        if (event) times.busy = event.startTime + event.duration - press
        else if (busyFrame !== null) times.busy = busyFrame - press
      }
      resolve(times)
    }
    const check = () => {
      if (press === null || !shown()) return
      const pressedAt = press
      observer.disconnect()
      painted((at) => {
        times.result = at - pressedAt
        finish()
      })
    }
    const observer = new MutationObserver((records) => {
      const busy = records.find((r) => r.attributeName === 'aria-busy' && (r.target as Element).getAttribute('aria-busy') === 'true')
      if (busy && times.busyIsland === null && press !== null) {
        busyAt = performance.now()
        times.busyIsland = (busy.target as Element).closest('[data-island]')?.getAttribute('data-island') ?? '?'
        painted((at) => (busyFrame = at))
      }
      check()
    })
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'open'] })
    addEventListener('focusin', check, true)
  })
}

interface TapRun extends TapTimes {
  /** Whether the React host's chunk (it imports React DOM) was fetched before the press. */
  reactBefore: boolean
  /** Whether the pressed element's own island was mounted at the press (the callback modal's opener is eager). */
  targetMounted: boolean
  warmLinks: number
  settledBefore: boolean
}

async function tap(
  browser: Browser,
  baseUrl: string,
  tapCase: TapCase,
  moment: 'load' | 'settled',
  network: typeof FAST_4G | undefined,
  reactHost: string,
): Promise<TapRun> {
  const { context, page, throttle } = await open(browser, tapCase.context, network)
  try {
    await throttle()
    await page.goto(baseUrl + tapCase.path, { waitUntil: 'load' })
    if (moment === 'settled') await settled(page)
    const target = page.locator(tapCase.target)
    const state = await target.evaluate((el, file) => {
      el.scrollIntoView({ block: 'center' })
      return {
        reactBefore: performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
        targetMounted: el.closest('[data-island]')?.getAttribute('data-island-state') === 'mounted',
        warmLinks: document.querySelectorAll('link[data-island-warm]').length,
        settledBefore: performance.getEntriesByName('islands:settled').length > 0,
      }
    }, reactHost)
    await page.evaluate(watchTap, { result: tapCase.result, lostAfter: LOST_AFTER_MS })
    const box = (await target.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    if (tapCase.context.hasTouch) await page.touchscreen.tap(x, y)
    else {
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.up()
    }
    // A press the page did not keep (a link followed) leaves no watch to ask.
    const times = await page
      .evaluate(() => (globalThis as unknown as PageGlobals).__tap)
      .catch((): TapTimes => ({ busy: null, busyIsland: null, result: null }))
    return { ...state, ...times }
  } finally {
    await context.close()
  }
}

async function benchFirstTap(browser: Browser, baseUrl: string): Promise<string[]> {
  const lines = [
    `  2. the first tap on an island not mounted yet, ${CPU_SLOWDOWN}× CPU from the navigation on; median (max) of N = ${RUNS} runs, ms from the press:`,
    `     visible answer = the frame painted after the listener that set aria-busy, by Event Timing (target ≤ ${BUSY_TARGET}), result = the frame with the island's answer (target ≤ ${RESULT_TARGET} on loopback); judged on the max`,
  ]
  const moments = [
    ['tap right after the load event', 'load'],
    ['tap after islands:settled and its warm fetches', 'settled'],
  ] as const
  // The smoke run taps on loopback only: the same selectors, half the page loads.
  const networks = cases([
    ['loopback', undefined],
    [FAST_4G_LABEL, FAST_4G],
  ] as const)
  // The React host's chunk, which imports React DOM: fetched before the press or not.
  const reactHost = readBuild().manifest['browser/runtime/react-host.tsx']!.file
  for (const tapCase of TAP_CASES) {
    lines.push(`    ${tapCase.label}`)
    for (const [networkLabel, network] of networks) {
      lines.push(`      ${networkLabel}`)
      for (const [momentLabel, moment] of moments) {
        const runs: TapRun[] = []
        const problems: string[] = []
        for (let run = 0; run < RUNS; run++) {
          await tap(browser, baseUrl, tapCase, moment, network, reactHost).then(
            (r) => runs.push(r),
            (error: unknown) => problems.push(failure(error)),
          )
        }
        const busy = runs.flatMap((r) => (r.busy === null ? [] : [r.busy]))
        const result = runs.flatMap((r) => (r.result === null ? [] : [r.result]))
        const count = (test: (r: TapRun) => boolean) => `${runs.filter(test).length}/${runs.length}`
        const islands = [...new Set(runs.flatMap((r) => r.busyIsland ?? []))].join(', ') || 'none'
        // Without an aria-busy nothing answers the press before the result does.
        const visible = busy.length
          ? `visible answer ${figure(busy)} ${verdict(busy, BUSY_TARGET)} (aria-busy in ${count((r) => r.busy !== null)}, on ${islands})`
          : `visible answer: none before the result (aria-busy in 0/${runs.length})`
        lines.push(
          `        ${momentLabel.padEnd(48)} ${visible},` +
            ` result ${figure(result)}${network ? '' : ` ${verdict(result, RESULT_TARGET)}`}, lost ${count((r) => r.result === null)}`,
          `        ${''.padEnd(48)} at the press: React fetched ${count((r) => r.reactBefore)}, pressed island mounted ${count((r) => r.targetMounted)},` +
            ` settled ${count((r) => r.settledBefore)}, warm links ${[...new Set(runs.map((r) => r.warmLinks))].join('/')}`,
          ...tally(problems, RUNS),
        )
      }
    }
  }
  return lines
}

/** The whole section: the mounted islands' INP, then the first taps. */
export async function benchInteraction(browser: Browser, baseUrl: string): Promise<string[]> {
  return [...(await benchMounted(browser, baseUrl)), ...(await benchFirstTap(browser, baseUrl))]
}
