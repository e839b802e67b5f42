import type { Browser, CDPSession, Page } from '@playwright/test'
import { loadPages } from './catalog'
import { repeat, SMOKE } from './mode'

/**
 * What the `visible` strategy's IntersectionObserver costs the browser per frame while the
 * visitor scrolls a long list: the numbers catalogue with 50 pages (1 000 cards, each with a
 * `visible` cart-button host), scrolled from the end to the top, 300 px a frame, at 4× CPU.
 * The figure is Chromium's own time for intersection observation in each frame's lifecycle
 * (the trace's Blink.IntersectionObservation.UpdateTime), summed and divided by the frames.
 *
 * Side by side, taking turns: the page as built (each page block is a data-island-group, so a
 * host is observed only while its page is near the viewport) and the same page with the group
 * attribute stripped before the runtime sees it (every waiting host observed, the design before).
 */
const RUNS = repeat(3)
/** The smoke run's data has a few pages of numbers. */
const PAGES = SMOKE ? 3 : 50
const CPU_SLOWDOWN = 4
const SCROLL_STEP = 300
const OBSERVATION = 'Blink.IntersectionObservation.UpdateTime'

/** Strips data-island-group from whatever is added to the page, before the runtime's scan sees it. */
const UNGROUPED = `new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => {
  if (!(node instanceof Element)) return
  node.removeAttribute('data-island-group')
  node.querySelectorAll('[data-island-group]').forEach((group) => group.removeAttribute('data-island-group'))
}))).observe(document, { childList: true, subtree: true })`

interface TraceEvent {
  name: string
  ph: string
  dur?: number
}

async function traced(cdp: CDPSession, work: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  // The protocol types an event as a string map; the trace's events carry these fields.
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]))
  cdp.on('Tracing.dataCollected', collect)
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: 'blink,devtools.timeline', transferMode: 'ReportEvents' })
  await work()
  await cdp.send('Tracing.end')
  await complete
  cdp.off('Tracing.dataCollected', collect)
  return events
}

/** Scrolls from the end of the page to its top, one step a frame; resolves with the frames. */
const scrollToTop = (page: Page) =>
  page.evaluate(async (step) => {
    let frames = 0
    for (let y = document.documentElement.scrollHeight; y > 0; y -= step) {
      scrollTo(0, y)
      await new Promise(requestAnimationFrame)
      frames++
    }
    return frames
  }, SCROLL_STEP)

async function observationPerFrame(browser: Browser, baseUrl: string, grouped: boolean): Promise<{ ms: number; waiting: number }> {
  // Below xl, so auto-load-more stays out of the way.
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } })
  try {
    if (!grouped) await page.addInitScript({ content: UNGROUPED })
    await page.goto(`${baseUrl}/numbers/`)
    await loadPages(page, PAGES)
    const waiting = await page.$$eval('#catalog-numbers [data-island="cart-button"]:not([data-island-state="mounted"])', (hosts) => hosts.length)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    let frames = 0
    const events = await traced(cdp, async () => (frames = await scrollToTop(page)))
    const micros = events.filter((e) => e.name === OBSERVATION && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0)
    return { ms: micros / 1000 / frames, waiting }
  } finally {
    await page.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const spread = (values: number[]) => `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`

export async function benchObservers(browser: Browser, baseUrl: string): Promise<string[]> {
  const grouped: number[] = []
  const ungrouped: number[] = []
  let waiting = 0
  for (let run = 0; run < RUNS; run++) {
    grouped.push((await observationPerFrame(browser, baseUrl, true)).ms)
    const before = await observationPerFrame(browser, baseUrl, false)
    ungrouped.push(before.ms)
    waiting = before.waiting
  }
  const target = median(grouped) <= 0.5 ? 'within' : 'OVER'
  return [
    `  ${PAGES} pages, ${waiting} cart-button hosts still waiting at the end of the list; scrolled to the top ${SCROLL_STEP} px a frame at ${CPU_SLOWDOWN}× CPU; intersection observation per frame, ms, median (min–max) of ${RUNS}`,
    `    page blocks as groups (as built): ${spread(grouped)} ms (target ≤ 0.5: ${target})`,
    `    every waiting host observed (before): ${spread(ungrouped)} ms`,
    `    ratio of the medians: ${(median(grouped) / median(ungrouped)).toFixed(2)}`,
  ]
}
