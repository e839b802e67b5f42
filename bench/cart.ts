import type { Browser } from '@playwright/test'
import { formatPageScripts, pageScripts } from './page-scripts'
import { repeat } from './mode'

const RUNS = repeat(15)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * Issue 4 figures: the JS a number card page and /order/ load, and the time from a click on
 * an add button to «Оформить» (POST, cart reload, re-render) on loopback, median of RUNS,
 * each run in a fresh context (an empty cart).
 */
export async function benchCart(browser: Browser, baseUrl: string): Promise<string[]> {
  const lines: string[] = []
  const numbers = (await (await fetch(`${baseUrl}/api/catalog/numbers/?page_size=1`)).json()) as {
    results: { host_url: string; absolute_url: string }[]
  }
  const card = numbers.results[0]!
  const cardUrl = new URL(card.absolute_url, baseUrl).toString()
  lines.push(formatPageScripts(`number card page (${new URL(cardUrl).pathname})`, await pageScripts(browser, cardUrl)))
  lines.push(formatPageScripts('cart page (/order/), empty cart', await pageScripts(browser, `${baseUrl}/order/`)))

  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/tariffs/`)
    const host = page.locator('.tariff-card [data-island="cart-button"]').first()
    // The button waits for the visitor: the pointer's arrival mounts it; only the add is timed.
    await host.hover()
    await page.waitForFunction(
      () => document.querySelector('.tariff-card [data-island="cart-button"]')?.getAttribute('data-island-state') === 'mounted',
    )
    times.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const button = document.querySelector<HTMLButtonElement>('.tariff-card [data-island="cart-button"] button')!
            const start = performance.now()
            const observer = new MutationObserver(() => {
              if (button.textContent === 'Оформить') {
                observer.disconnect()
                resolve(performance.now() - start)
              }
            })
            observer.observe(button, { childList: true, subtree: true, characterData: true })
            button.click()
          }),
      ),
    )
    await context.close()
  }
  lines.push(
    `  click on «В корзину» → «Оформить» (tariff card, loopback): median ${median(times).toFixed(1)} ms, min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${RUNS} runs`,
  )
  return lines
}
