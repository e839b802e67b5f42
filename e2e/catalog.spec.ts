import type { Page } from '@playwright/test'
import { catalogueAfterAutoLoad } from './catalog-views'
import { expect, pressable, test } from './fixtures'
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
    // The page's timers on a clock the test can pause (catalogueAfterAutoLoad); it runs in real time until then.
    await page.clock.install()
    await openNumbers(page)
    expect(await catalogueAfterAutoLoad(page, page.locator('[data-island="catalog"]'))).toEqual({ cards: 20, button: 'Показать ещё' })
    await expect(cards(page)).toHaveCount(20)
  })
})

test.describe('JSON mode: cards drawn from the data URL', () => {
  test.use({ viewport: { width: 1000, height: 800 } })

  test('a card of a page drawn from JSON goes into the cart like the server’s cards', async ({ page }) => {
    await openNumbers(page)
    const second = page.waitForResponse((r) => r.url().includes('/api/catalog/numbers/') && new URL(r.url()).searchParams.get('page') === '2')
    await page.getByRole('button', { name: 'Показать ещё' }).click()
    expect((await second).headers()['content-type']).toContain('application/json')
    await expect(cards(page)).toHaveCount(40)

    const card = page.locator('[data-catalog-list] > .catalog-list__page').nth(1).locator('.number-card').first()
    const number = (await card.locator('.number-card__number').innerText()).trim()
    const href = await card.locator('.number-card__number').getAttribute('href')
    expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(mts|beeline|megafon|tele2)\/number\/7\d{10}\.html$/)
    const button = pressable(card.locator('[data-island="cart-button"]'))
    await expect(button).toHaveText('В корзину')
    await button.click()
    await expect(button).toHaveText('Оформить')

    const cart = (await (await page.request.get(`${store.url}/api/cart/`)).json()) as { items: { number: { number: string } | null }[] }
    expect(cart.items.map((item) => item.number?.number)).toEqual([number])
    await button.click()
    await expect(page).toHaveURL(/\/order\/$/)
  })

  test('a malformed answer says so and keeps the cards already shown', async ({ page }) => {
    await openNumbers(page)
    await page.route(
      (url) => url.pathname === '/api/catalog/numbers/' && url.searchParams.get('page') === '2',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Технические работы</html>' }),
    )
    await page.getByRole('button', { name: 'Показать ещё' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Произошла' })).toHaveText('Произошла ошибка. Попробуйте исправить критерии поиска.')
    await expect(cards(page)).toHaveCount(20)
    await expect(page.getByRole('button', { name: 'Показать ещё' })).toBeEnabled()
  })
})
