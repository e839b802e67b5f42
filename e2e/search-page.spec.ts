import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/** Issue 10's search results page load-more (spec §2, §4, §7) in Chromium. */

test('«Показать ещё» appends the next page of its group with the card markup, one request at a time', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/search/') requests.push(`${url.searchParams.get('group')}:${url.searchParams.get('page')}`)
  })
  await page.goto(`/search/?query=${encodeURIComponent('тариф')}`)
  await expect(page.locator('[data-island="search-results"]')).toHaveAttribute('data-island-state', 'mounted')
  const news = page.locator('#search-news')
  const items = news.getByRole('listitem')
  await expect(items).toHaveCount(5)

  // Hold the first answer, so a second click (here or in another group) meets a busy page.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/search/?*', async (route) => {
    await held
    await route.continue()
  })
  await news.getByRole('button', { name: 'Показать ещё' }).click()
  await expect(news.getByRole('button', { name: 'Загрузка' })).toBeVisible()
  const other = page
    .locator('.site-search__group')
    .filter({ hasNot: page.locator('#search-news-title') })
    .getByRole('button', { name: 'Показать ещё' })
    .first()
  if (await other.count()) {
    await expect(other).toHaveAttribute('aria-disabled', 'true')
    await other.click({ force: true })
  }
  release()
  await expect(items).toHaveCount(10)
  expect(requests).toEqual(['news:2'])
  await expect(items.nth(7).getByRole('navigation', { name: /^Раздел: / })).toHaveText('Главная / Новости')
  await expectNoAxeViolations(page, 'search results after load-more')

  await page.unroute('**/api/search/?*')
  const button = news.getByRole('button', { name: 'Показать ещё' })
  while (await button.isVisible()) {
    const before = await items.count()
    await button.click()
    await expect.poll(() => items.count()).toBeGreaterThan(before)
  }
  await expect(button).toBeHidden()
})

test('a failed load-more hides the button and keeps the results', async ({ page }) => {
  await page.goto(`/search/?query=${encodeURIComponent('тариф')}`)
  await expect(page.locator('[data-island="search-results"]')).toHaveAttribute('data-island-state', 'mounted')
  await page.route('**/api/search/?*', (route) => route.fulfill({ status: 500, body: 'boom' }))
  const news = page.locator('#search-news')
  await news.getByRole('button', { name: 'Показать ещё' }).click()
  await expect(news.getByRole('button')).toHaveCount(0)
  await expect(news.getByRole('listitem')).toHaveCount(5)
})
