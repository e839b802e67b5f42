import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Spec §2: the comparison page's sticky header row is optional. The demo host has
 * `data-sticky-header`; without it the header row scrolls away with the rows.
 */

/** Three catalogue tariffs into this visitor's comparison through the API, then the comparison page. */
async function openComparisonOfThree(page: Page): Promise<void> {
  await page.goto('/tariffs/')
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
  const { results } = (await (await page.request.get('/api/catalog/tariffs/?page_size=3')).json()) as { results: { id: number }[] }
  for (const { id } of results) {
    expect((await page.request.post('/api/comparison/add/', { data: { tariff: id }, headers: { 'X-CSRFToken': csrf } })).ok()).toBe(true)
  }
  await page.goto('/tariffs/compare/')
}

const header = (page: Page) => page.getByRole('columnheader', { name: 'Тариф' })

/** Scrolls the table to its last row, inside its frame and on the page, as a reader would. */
async function scrollToLastRow(page: Page): Promise<void> {
  const frame = page.getByRole('region', { name: 'Таблица сравнения' })
  await frame.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await page.locator('.site-compare__table tbody tr').last().scrollIntoViewIfNeeded()
}

test.describe('comparison sticky header row (host attribute data-sticky-header)', () => {
  test.use({ viewport: { width: 1024, height: 400 } })

  test('on in the demo: the header row stays at the top of the table frame as the rows scroll', async ({ page }) => {
    await openComparisonOfThree(page)
    const host = page.locator('[data-island="comparison-table"]')
    await expect(host).toHaveAttribute('data-sticky-header', '')
    await expect(host).toHaveAttribute('data-island-state', 'mounted')
    await scrollToLastRow(page)
    await expect.poll(() => page.getByRole('region', { name: 'Таблица сравнения' }).evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
    await expect(header(page)).toHaveCSS('position', 'sticky')
    await expect(header(page)).toBeInViewport()
  })

  test('off without the attribute: the header row scrolls away with the rows', async ({ page }) => {
    await openComparisonOfThree(page)
    await page.locator('[data-island="comparison-table"]').evaluate((host) => host.removeAttribute('data-sticky-header'))
    // A tariff's header cell (the corner «Тариф» is sticky at the left, as every row label is).
    await expect(page.locator('.site-compare__table thead th').nth(1)).toHaveCSS('position', 'static')
    await scrollToLastRow(page)
    await expect(header(page)).not.toBeInViewport()
  })
})
