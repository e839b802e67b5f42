import type { Page } from '@playwright/test'
import { WARM_ATTR } from '../shared/contract/attributes'
import { SETTLED_MARK } from '../browser/runtime/settled'
import { emulateConnection, type EmulatedConnection } from './connection'
import { expect, pressWhenTaken, test } from './fixtures'

/**
 * Issue 49, item 9: a visitor who saves data (the browser's data saver, or a 2G link) gets no
 * warm-up once the page has settled (browser/runtime/saves-data.ts); the islands that wait for the
 * visitor still come with the press. The Network Information API is Chromium's `navigator.connection`,
 * set here before the page's scripts run.
 */

const warmLinks = (page: Page) => page.locator(`link[${WARM_ATTR}]`)
const settled = (page: Page) => page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SETTLED_MARK)

test("a visitor on a fast link: the page warms the waiting islands' scripts once settled", async ({ page }) => {
  await emulateConnection(page, { saveData: false, effectiveType: '4g' })
  await page.goto('/')
  await settled(page)
  await expect.poll(() => warmLinks(page).count()).toBeGreaterThan(0)
})

for (const [who, value] of [
  ['saves data', { saveData: true, effectiveType: '4g' }],
  ['is on slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
] as const satisfies [string, EmulatedConnection][]) {
  test(`a visitor who ${who}: nothing warmed, and the region still opens on the press`, async ({ page }) => {
    await emulateConnection(page, value)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await settled(page)
    const atSettle = scripts.length
    // The warm-up is decided at the settled mark: a press after it meets what the decision left.
    await pressWhenTaken(page.locator('header [data-island="region-selector"]'), /^Регион: /)
    await expect(page.getByRole('dialog', { name: 'Выберите свой регион' })).toBeVisible()
    expect(scripts.length, 'the press fetched the region island on need').toBeGreaterThan(atSettle)
    await expect(warmLinks(page)).toHaveCount(0)
  })
}
