import type { Browser, Page } from '@playwright/test'

/** Spec §2's md breakpoint is 768 px; a common phone is narrower. */
export const MOBILE_VIEWPORT = { width: 390, height: 844 }

/**
 * The page's cumulative layout shift (the sum of `layout-shift` entries without recent input,
 * as Lighthouse counts them for a page load) once the islands the page mounts by itself have
 * mounted and the network is idle. Used by the e2e check and by `npm run bench`.
 */
export async function layoutShiftOf(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  // Eager and idle islands are mounted (or failed) by now, and an `interaction` one (the search)
  // waits for the visitor, as it would on a phone; two frames let their layout settle.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.site-header [data-island]')].every((host) =>
      ['mounted', 'failed', 'inactive', 'waiting'].includes(host.getAttribute('data-island-state') ?? ''),
    ),
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}

/** CLS of `url` in a fresh 390 px page, optionally with Chromium's CPU slowed `cpuSlowdown` times. */
export async function mobileLayoutShift(browser: Browser, url: string, cpuSlowdown = 1): Promise<number> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  try {
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    }
    return await layoutShiftOf(page, url)
  } finally {
    await context.close()
  }
}

/** The pages of the CLS target: home, numbers catalogue, a number card, /order/. */
export async function layoutShiftPages(baseUrl: string): Promise<{ label: string; url: string }[]> {
  const numbers = (await (await fetch(`${baseUrl}/api/catalog/numbers/?page_size=1`)).json()) as { results: { absolute_url: string }[] }
  const card = new URL(numbers.results[0]!.absolute_url, baseUrl).toString()
  return [
    { label: '/', url: `${baseUrl}/` },
    { label: '/numbers/', url: `${baseUrl}/numbers/` },
    { label: `number card (${new URL(card).pathname})`, url: card },
    { label: '/order/', url: `${baseUrl}/order/` },
  ]
}
