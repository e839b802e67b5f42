import type { Browser, Page } from '@playwright/test'
import { CARD_SELECTOR } from '../e2e/catalog-views'
import { formatPageScripts, pageScripts } from './page-scripts'
import { readBuild } from './sizes'
import { repeat, SMOKE } from './mode'

/**
 * The numbers catalogue in headless Chromium, in both modes of the catalogue island side by
 * side: JSON (the spec's data URL drawn by the card components, the demo's) and HTML fragments.
 * What appending one page of cards costs with 1 page and with 50 pages already in the list
 * (spec: the same; the island appends a block per page and never re-renders loaded cards), and
 * the JavaScript the page loads. Two figures per append: the page's own work (parse the answer,
 * draw and append its cards, the runtime's scan for new island hosts), and the time to the drawn
 * frame, which adds the browser's style, layout and paint (each page is its own grid, and pages
 * off screen are skipped: static/css/site.css).
 *
 * The visitor has scrolled to 'Показать ещё', so the new page lands in view and is drawn in the
 * frame measured (each run checks it: a page skipped as off screen would flatter the figure).
 * The two cases take turns, so the load of a shared machine weighs on both alike; the first
 * pair is a warm-up and not counted; each figure is the median with its range.
 */
const RUNS = repeat(11)
const WARM_UP = SMOKE ? 0 : 1
const CPU_SLOWDOWN = 4
/** The smoke run's data has a few pages of numbers. */
const FAR_PAGE = SMOKE ? 3 : 50
const PAGE_URL = '/numbers/'
const MORE = '#catalog-numbers button.catalog__more'

type Mode = 'json' | 'fragment'
/**
 * The page in the HTML-fragment mode: the demo serves JSON mode, so the bench rewrites the
 * host's mode attributes in the page's HTML (the server answers both kinds of request).
 */
async function useMode(page: Page, mode: Mode): Promise<void> {
  if (mode === 'json') return
  await page.route(
    (url) => url.pathname === PAGE_URL && !url.searchParams.has('fragment'),
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text())
        .replace(/ data-catalog-url="[^"]*"/, '')
        .replace(/ data-card="numbers"/, ` data-fragment-url="${PAGE_URL}"`)
      await route.fulfill({ response, body: html })
    },
  )
}
const CARDS = `#catalog-numbers ${CARD_SELECTOR}`

interface AppendTime {
  /** From the fragment's HTML being read to the frame after the append (parse, append, style, layout, paint). */
  total: number
  /** The same up to the cards being in the list (parse and append only). */
  append: number
  /** Whether the new page was drawn in that frame (not skipped by content-visibility as off screen). */
  drawn: boolean
}

/** Clicks 'Показать ещё' and resolves once that page is appended and drawn. */
function measureAppend(page: Page): Promise<AppendTime> {
  return page.evaluate(
    ([more]) =>
      new Promise<AppendTime>((resolve) => {
        const list = document.querySelector('#catalog-numbers [data-catalog-list]')!
        const button = document.querySelector<HTMLButtonElement>(more)!
        // The island reads the answer with response.text(); its resolution starts the clock,
        // so the network and the server do not count, only what the browser does with the page.
        const original = Response.prototype.text
        let readAt = 0
        Response.prototype.text = async function (this: Response) {
          const body = await original.call(this)
          readAt = performance.now()
          return body
        }
        const observer = new MutationObserver((records) => {
          observer.disconnect()
          const appendedAt = performance.now()
          const block = records[0]!.addedNodes[0] as Element
          requestAnimationFrame(() =>
            setTimeout(() => {
              const total = performance.now() - readAt
              Response.prototype.text = original
              resolve({ total, append: appendedAt - readAt, drawn: block.checkVisibility({ contentVisibilityAuto: true }) })
            }, 0),
          )
        })
        observer.observe(list, { childList: true })
        button.click()
      }),
    [MORE] as const,
  )
}

/** Loads more until `pages` pages are in the list (not measured, not throttled). */
export async function loadPages(page: Page, pages: number): Promise<void> {
  for (let loaded = 1; loaded < pages; loaded++) {
    await page.locator(`${MORE}:not([aria-busy])`).click()
    await page.waitForFunction(([cards, n]) => document.querySelectorAll(cards).length >= n * 20, [CARDS, loaded + 1] as const)
  }
}

/**
 * Brings 'Показать ещё' to the bottom of the window and waits for the islands in view to settle
 * (mounted, or waiting for the visitor's press: the cart buttons) and two frames.
 */
async function scrollToMore(page: Page): Promise<void> {
  await page.evaluate((more) => document.querySelector(more)!.scrollIntoView({ block: 'end' }), MORE)
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('#catalog-numbers [data-island="cart-button"]')).every((host) => {
      const { top, bottom } = host.getBoundingClientRect()
      return bottom < -100 || top > innerHeight + 100 || ['mounted', 'waiting'].includes(host.getAttribute('data-island-state') ?? '')
    }),
  )
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

async function appendTime(browser: Browser, baseUrl: string, mode: Mode, pagesBefore: number): Promise<AppendTime> {
  // Below xl, so auto-load-more stays out of the way.
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } })
  try {
    await useMode(page, mode)
    await page.goto(baseUrl + PAGE_URL)
    await page.waitForSelector(`#catalog-numbers[data-island-state="mounted"] button.catalog__more`)
    await page.waitForLoadState('networkidle')
    // The JSON mode's cards (and React) come with the first page it draws: imported here first, from
    // the same address, so that only the append is measured.
    if (mode === 'json')
      await page.evaluate((url) => import(url).then(() => undefined), `/static/dist/${readBuild().manifest['islands/catalog/json-draw.ts']!.file}`)
    await loadPages(page, pagesBefore)
    await scrollToMore(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    return await measureAppend(page)
  } finally {
    await page.close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function benchMode(browser: Browser, baseUrl: string, mode: Mode): Promise<string[]> {
  const first: AppendTime[] = []
  const far: AppendTime[] = []
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const pair = [await appendTime(browser, baseUrl, mode, 1), await appendTime(browser, baseUrl, mode, FAR_PAGE)] as const
    if (run < WARM_UP) continue
    first.push(pair[0])
    far.push(pair[1])
  }
  const at = (times: AppendTime[], key: 'total' | 'append') => median(times.map((t) => t[key]))
  const figure = (times: AppendTime[], key: 'total' | 'append') => {
    const xs = times.map((t) => t[key])
    return `${at(times, key).toFixed(1).padStart(5)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`
  }
  const ratio = (key: 'total' | 'append') => at(far, key) / at(first, key)
  const verdict = (key: 'total' | 'append') => `${ratio(key).toFixed(2)} (target ≤ 1.2: ${ratio(key) <= 1.2 ? 'within' : 'OVER'})`
  const drawn = (times: AppendTime[]) => times.filter((t) => t.drawn).length
  const line = (label: string, times: AppendTime[]) =>
    `    ${label.padEnd(38)} ${figure(times, 'append')} parse + append, ${figure(times, 'total')} to the drawn frame, new page drawn in it ${drawn(times)}/${times.length}`
  const scripts = await pageScripts(browser, baseUrl + PAGE_URL, (page) => useMode(page, mode))
  return [
    `  ${mode === 'json' ? 'JSON mode (data URL and card components, the demo)' : 'HTML-fragment mode'}:`,
    line('append page 2 (1 page in the list):', first),
    line(`append page ${FAR_PAGE + 1} (${FAR_PAGE} pages in the list):`, far),
    `    ratio page ${FAR_PAGE + 1} / page 2 of the medians: parse + append ${verdict('append')}, drawn frame ${verdict('total')}`,
    formatPageScripts(`  numbers catalogue (${PAGE_URL}) JavaScript`, scripts),
  ]
}

export async function benchCatalog(browser: Browser, baseUrl: string): Promise<string[]> {
  return [
    `  median (min–max) of ${RUNS} runs per case after ${WARM_UP} warm-up, the cases taking turns`,
    ...(await benchMode(browser, baseUrl, 'json')),
    ...(await benchMode(browser, baseUrl, 'fragment')),
  ]
}
