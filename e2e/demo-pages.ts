import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * The demo pages, from the one list the server's routes feed (server/routes/demo-pages.ts),
 * read when a spec file is loaded so each page gets a test of its own.
 */
export const DEMO_PAGES: string[] = demoPages('test seed')

/** The demo pages of a server seeded for the tests (the default) or with the full demo data (FULL_DEMO_DATA). */
export function demoPages(data: 'test seed' | 'full demo data'): string[] {
  const args = ['--import', 'tsx', 'scripts/demo-pages.ts', ...(data === 'full demo data' ? ['--full'] : [])]
  return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' })) as string[]
}

/** The phone and desktop widths every page is checked at. */
export const WIDTHS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const

/**
 * Waits until every island host of the page has started (none without a state, none pending:
 * `visible` ones off screen stay `waiting`), nothing says it is busy, and React has committed.
 * The page checks itself every frame (waitForFunction's `raf` polling): a test goes on in the
 * frame its page settles in, not at the next of expect.poll's widening intervals (up to 1 s).
 */
export async function islandsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('[data-island]:not([data-island-state]), [data-island-state="pending"], [aria-busy="true"]').length === 0,
    undefined,
    { polling: 'raf' },
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

/** The document as the browser holds it now, serialised for the HTML checker. */
export async function serialisedDom(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`)
}

/**
 * Clicks the page's first visible «Показать ещё» and waits for its items to land; false when
 * the page has none.
 */
export async function showMore(page: Page): Promise<boolean> {
  const more = page.getByRole('button', { name: 'Показать ещё' }).filter({ visible: true }).first()
  if ((await more.count()) === 0) return false
  const items = page.locator('[role="listitem"]')
  const before = await items.count()
  await more.click()
  await expect(items).not.toHaveCount(before)
  await islandsSettled(page)
  return true
}

/** axe-core on each page once its islands mounted, at the desktop and the phone width: a test each. */
export function axeEveryPage(paths: readonly string[]): void {
  for (const path of paths) {
    for (const { name, width, height } of WIDTHS) {
      test(`${path}: no axe violations at ${name}`, async ({ page }) => {
        await page.setViewportSize({ width, height })
        await page.goto(path)
        await islandsSettled(page)
        await expectNoAxeViolations(page, `${path} at ${name}`)
      })
    }
  }
}
