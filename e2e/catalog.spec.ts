import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startServer, type RunningServer } from './server'

/**
 * What the numbers catalogue adds to the behaviour every catalogue view shares (that part,
 * filters, load more, messages and auto-load-more at xl, is e2e/catalog-views.spec.ts): the
 * filter form's own field message next to the list's 400 message, and no auto-load-more
 * below xl. Its own server seeds 200 numbers (10 pages).
 */
let store: RunningServer
test.beforeAll(async () => {
  store = await startServer({ env: { SEED_NUMBERS: '200' } })
})
test.afterAll(async () => store?.stop())

const cards = (page: Page) => page.locator('[data-catalog-list] .number-card__number')

async function openNumbers(page: Page) {
  await page.goto(`${store.url}/numbers/`)
  await expect(page.locator('[data-island="catalog"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(page.locator('[data-island="filters"]')).toHaveAttribute('data-island-state', 'mounted')
}

test.describe('below xl (no auto-load-more)', () => {
  test.use({ viewport: { width: 1000, height: 800 } })

  test('a bad mask shows the 400 message and the field message', async ({ page }) => {
    await openNumbers(page)
    const mask = page.getByLabel('Маска номера')
    await mask.fill('12g')
    await mask.press('Tab')
    await expect(mask).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#filter-mask-error')).toHaveText('Введите корректную маску номера.')
    await expect(page.getByRole('status').filter({ hasText: 'Ничего' })).toHaveText('Ничего не нашлось. Попробуйте исправить критерии поиска.')
    await expect(cards(page)).toHaveCount(0)
  })

  test('does not auto-load below 1200 px', async ({ page }) => {
    await openNumbers(page)
    await page.mouse.wheel(0, 5000)
    await page.waitForTimeout(1500)
    await expect(cards(page)).toHaveCount(20)
  })
})
