import type { Browser, Page } from '@playwright/test'
import { formatPageScripts, pageScripts } from './page-scripts'

/**
 * The numbers catalogue in headless Chromium: what appending one page of cards costs with
 * 1 page and with 50 pages already in the list (spec: the same; the enhancer appends and
 * never re-renders loaded cards), and the JavaScript the page loads. Two figures per append:
 * the page's own work (parse the fragment, append its cards, the runtime's scan for new
 * island hosts), and the time to the drawn frame, which adds the browser's style, layout,
 * hit testing and paint; those grow with the length of the page whatever the script does.
 */
const RUNS = 7
const CPU_SLOWDOWN = 4
const FAR_PAGE = 50
const PAGE_URL = '/numbers/'
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

interface AppendTime {
  /** From the fragment's HTML being read to the frame after the append (parse, append, style, layout, paint). */
  total: number
  /** The same up to the cards being in the list (parse and append only). */
  append: number
}

/** Clicks 'Показать ещё' and resolves once that page is appended and drawn. */
function measureAppend(page: Page): Promise<AppendTime> {
  return page.evaluate(
    () =>
      new Promise<AppendTime>((resolve) => {
        const list = document.querySelector('#catalog-numbers [data-catalog-list]')!
        const button = document.querySelector<HTMLButtonElement>('#catalog-numbers button.catalog__more')!
        // The island reads the fragment with response.text(); its resolution starts the clock,
        // so the network and the server do not count, only what the browser does with the page.
        const original = Response.prototype.text
        let readAt = 0
        Response.prototype.text = async function (this: Response) {
          const body = await original.call(this)
          readAt = performance.now()
          return body
        }
        const observer = new MutationObserver(() => {
          observer.disconnect()
          const appendedAt = performance.now()
          requestAnimationFrame(() =>
            setTimeout(() => {
              Response.prototype.text = original
              resolve({ total: performance.now() - readAt, append: appendedAt - readAt })
            }, 0),
          )
        })
        observer.observe(list, { childList: true })
        button.click()
      }),
  )
}

/** Loads more until `pages` pages are in the list (not measured, not throttled). */
async function loadPages(page: Page, pages: number): Promise<void> {
  for (let loaded = 1; loaded < pages; loaded++) {
    await page.locator('#catalog-numbers button.catalog__more:not([aria-busy])').click()
    await page.waitForFunction((n) => document.querySelectorAll('#catalog-numbers [data-catalog-list] .catalog-list__page > li').length >= n * 20, loaded + 1)
  }
}

async function appendTimes(browser: Browser, baseUrl: string, pagesBefore: number): Promise<AppendTime[]> {
  const times: AppendTime[] = []
  for (let run = 0; run < RUNS; run++) {
    // Below xl, so auto-load-more stays out of the way.
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } })
    await page.goto(baseUrl + PAGE_URL)
    await page.waitForSelector('#catalog-numbers[data-island-state="mounted"] button.catalog__more')
    await loadPages(page, pagesBefore)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    times.push(await measureAppend(page))
    await page.close()
  }
  return times
}

export async function benchCatalog(browser: Browser, baseUrl: string): Promise<string[]> {
  const first = await appendTimes(browser, baseUrl, 1)
  const far = await appendTimes(browser, baseUrl, FAR_PAGE)
  const at = (times: AppendTime[], key: keyof AppendTime) => median(times.map((t) => t[key]))
  const ratio = (key: keyof AppendTime) => at(far, key) / at(first, key)
  const scripts = await pageScripts(browser, baseUrl + PAGE_URL)
  const line = (label: string, times: AppendTime[]) =>
    `  ${label.padEnd(36)} ${at(times, 'append').toFixed(1).padStart(6)} ms parse + append, ${at(times, 'total').toFixed(1).padStart(6)} ms to the drawn frame`
  return [
    line('append page 2 (1 page in the list):', first),
    line(`append page ${FAR_PAGE + 1} (${FAR_PAGE} pages in the list):`, far),
    `  ratio page ${FAR_PAGE + 1} / page 2: parse + append ${ratio('append').toFixed(2)} (target ≤ 1.2: ${ratio('append') <= 1.2 ? 'within' : 'OVER'}), ` +
      `drawn frame ${ratio('total').toFixed(2)} (the browser's layout, hit testing and paint of a page ${FAR_PAGE}× as long)`,
    formatPageScripts(`numbers catalogue (${PAGE_URL}) JavaScript`, scripts),
  ]
}
