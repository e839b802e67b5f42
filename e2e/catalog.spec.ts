import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startServer, type RunningServer } from './server'

/**
 * The numbers catalogue against the real server. Its own server seeds 200 numbers
 * (10 pages) so load-more and auto-load-more have somewhere to go.
 */
let store: RunningServer
test.beforeAll(async () => {
  store = await startServer({ env: { SEED_NUMBERS: '200' } })
})
test.afterAll(async () => store?.stop())

const cards = (page: Page) => page.locator('[data-catalog-list] .number-card__number')
const moreButton = (page: Page) => page.locator('.catalog').getByRole('button', { name: /Показать ещё|Загрузка/ })

async function openNumbers(page: Page) {
  await page.goto(`${store.url}/numbers/`)
  await expect(page.locator('[data-island="catalog"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(page.locator('[data-island="filters"]')).toHaveAttribute('data-island-state', 'mounted')
}

/** Every number of a filter, page after page, from the data URL. */
async function allNumbers(page: Page, query: string): Promise<string[]> {
  const numbers: string[] = []
  for (let n: number | null = 1; n !== null; ) {
    const response = await page.request.get(`${store.url}/api/catalog/numbers/?${query}&page=${n}`)
    const body = (await response.json()) as { results: { number: string }[]; next: number | null }
    numbers.push(...body.results.map((r) => r.number))
    n = body.next
  }
  return numbers
}

test.describe('below xl (no auto-load-more)', () => {
  test.use({ viewport: { width: 1000, height: 800 } })

  test('a provider reloads the cards after the debounce, and load more goes to the end', async ({ page }) => {
    await openNumbers(page)
    const expected = await allNumbers(page, 'provider=beeline')
    expect(expected.length).toBeGreaterThan(20)

    const reloaded = page.waitForResponse((r) => r.url().includes('fragment=1') && r.url().includes('provider=beeline'))
    const clickedAt = Date.now()
    await page.getByRole('checkbox', { name: 'Билайн' }).check()
    await reloaded
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900)
    await expect(page).toHaveURL(/\/numbers\/\?provider=beeline$/)
    await expect(page.getByRole('checkbox', { name: 'Любой' })).not.toBeChecked()
    await expect(cards(page)).toHaveText(expected.slice(0, 20))

    while (await moreButton(page).isVisible()) {
      const before = await cards(page).count()
      await moreButton(page).click()
      await expect(cards(page)).not.toHaveCount(before)
      // Settled: the button is back to its label, or hidden at the end.
      await expect(page.locator('button.catalog__more:not([aria-busy])')).toHaveCount(1)
    }
    await expect(cards(page)).toHaveText(expected)
    await expect(moreButton(page)).toBeHidden()
    await expect(page.locator('[data-catalog-list] .number-card__provider')).toHaveText(expected.map(() => 'Билайн'))
  })

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

test.describe('at xl', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('auto-load-more stops at 2 pages', async ({ page }) => {
    await openNumbers(page)
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForTimeout(1200)
    }
    await expect(cards(page)).toHaveCount(40)
    await expect(moreButton(page)).toBeVisible()
    await moreButton(page).click()
    await expect(cards(page)).toHaveCount(60)
  })
})
