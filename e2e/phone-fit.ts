import type { Page } from '@playwright/test'
import { demoPages, islandsSettled } from './demo-pages'
import { expect, test } from './fixtures'
import { pastTheRightEdge, PHONE_WIDTHS, resizeTo, smallTouchTargets } from './page-fit'
import { STATES } from './page-states'

/**
 * Every demo page fits a phone (issue 26): at 320, 360, 390 and 412 px nothing scrolls sideways
 * and no control is cut off, on the test seed and on the data `npm start` seeds, as each page
 * loads and in the states a visitor reaches (e2e/page-states.ts). A page is loaded once, at
 * 320 px, and the viewport then widened step by step: the styles, not the script, decide the
 * layout. The pictures for a person to look at are `npm run shots`'s (shots/).
 */

/** Checks the page at every phone width; each finding names the width, the page and its state. */
async function expectFitsPhones(page: Page, what: string): Promise<void> {
  const findings: string[] = []
  for (const width of PHONE_WIDTHS) {
    await resizeTo(page, width)
    findings.push(...(await pastTheRightEdge(page)).map((finding) => `${what} at ${width} px: ${finding}`))
  }
  expect(findings, `${what}: past the right edge of a phone`).toEqual([])
}

/**
 * Declares the tests over one data set; its spec file sets the server's data at the top level
 * (a worker's server cannot change inside a file): e2e/phone-fit.spec.ts, the test seed, and
 * e2e/phone-fit-full-data.spec.ts, `test.use({ serverEnv: FULL_DEMO_DATA })`.
 */
export function phoneFitTests(data: 'test seed' | 'full demo data'): void {
  test.describe(`on the ${data}`, () => {
    // A sweep of independent tests: both workers take from it, so the run does not wait on one
    // worker going through the whole file while the other has finished.
    test.describe.configure({ mode: 'parallel' })
    test.use({ viewport: { width: PHONE_WIDTHS[0], height: 780 } })

    for (const pagePath of demoPages(data)) {
      test(`${pagePath} fits 320–412 px`, async ({ page }) => {
        await page.goto(pagePath)
        await islandsSettled(page)
        await expectFitsPhones(page, pagePath)
      })
    }

    test("the header's controls, the menu's too, are at least 44 × 44 px at 320–412 px", async ({ page }) => {
      await page.goto('/')
      await islandsSettled(page)
      const small: string[] = []
      const measure = async (what: string) => {
        for (const width of PHONE_WIDTHS) {
          await resizeTo(page, width)
          small.push(...(await smallTouchTargets(page, 'header')).map((finding) => `${what} at ${width} px: ${finding}`))
        }
      }
      await measure('the header')
      await page.getByRole('button', { name: 'Меню' }).click()
      await expect(page.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'true')
      await measure('the header with the menu open')
      expect(small, 'header controls smaller than a finger').toEqual([])
    })

    for (const state of STATES) {
      test(`${state.name}: fits 320–412 px`, async ({ page }) => {
        await state.reach(page, PHONE_WIDTHS[0])
        await expectFitsPhones(page, state.name)
      })
    }
  })
}
