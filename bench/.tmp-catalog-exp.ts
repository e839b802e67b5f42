import type { Browser, Page } from '@playwright/test'
import { formatPageScripts, pageScripts } from './page-scripts'

/**
 * The numbers catalogue in headless Chromium: what appending one page of cards costs with
 * 1 page and with 50 pages already in the list (spec: the same; the enhancer appends and
 * never re-renders loaded cards), and the JavaScript the page loads.
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
          void document.body.offsetHeight
          const layoutAt = performance.now()
          ;(window as any).__phases = { layout: layoutAt - appendedAt }
          requestAnimationFrame(() => { (window as any).__phases.raf = performance.now() - layoutAt })
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
    await page.waitForFunction((n) => document.querySelectorAll('#catalog-numbers [data-catalog-list] > li').length >= n * 20, loaded + 1)
  }
}

async function appendTimes(browser: Browser, baseUrl: string, pagesBefore: number): Promise<AppendTime[]> {
  const times: AppendTime[] = []
  for (let run = 0; run < RUNS; run++) {
    // Below xl, so auto-load-more stays out of the way.
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 }, bypassCSP: true })
    await page.goto(baseUrl + PAGE_URL)
    await page.waitForSelector('#catalog-numbers[data-island-state="mounted"] button.catalog__more')
    await loadPages(page, pagesBefore); if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    times.push(await measureAppend(page))
    console.log(pagesBefore, JSON.stringify(times.at(-1)), JSON.stringify(await page.evaluate(() => (window as any).__phases)))
    await page.close()
  }
  return times
}

export async function benchCatalog(browser: Browser, baseUrl: string): Promise<string[]> {
  const first = await appendTimes(browser, baseUrl, 1)
  const far = await appendTimes(browser, baseUrl, FAR_PAGE)
  const at = (times: AppendTime[], key: keyof AppendTime) => median(times.map((t) => t[key]))
  const ratio = at(far, 'total') / at(first, 'total')
  const scripts = await pageScripts(browser, baseUrl + PAGE_URL)
  return [
    `  append page 2 (1 page in the list):   ${at(first, 'total').toFixed(1).padStart(6)} ms drawn, ${at(first, 'append').toFixed(1).padStart(6)} ms parse + append`,
    `  append page ${FAR_PAGE + 1} (${FAR_PAGE} pages in the list): ${at(far, 'total').toFixed(1).padStart(6)} ms drawn, ${at(far, 'append').toFixed(1).padStart(6)} ms parse + append`,
    `  ratio page ${FAR_PAGE + 1} / page 2: ${ratio.toFixed(2)} (target ≤ 1.2: ${ratio <= 1.2 ? 'within' : 'OVER'})`,
    formatPageScripts(`numbers catalogue (${PAGE_URL}) JavaScript`, scripts),
  ]
}
