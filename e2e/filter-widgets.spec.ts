import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * The catalogue filter widgets against the real server (spec §2, §4, §5, §7): the compact
 * numbers filter, the short-link generator and the internet-volume slider.
 */
const numberCards = (page: Page) => page.locator('[data-catalog-list] .number-card__number')
const tariffNames = (page: Page) => page.locator('[data-catalog-list] .tariff-card__name')

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-island="catalog"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(page.locator('[data-island="filters"]')).toHaveAttribute('data-island-state', 'mounted')
}

/** Every item of a data URL query, page after page, as `pick` sees it. */
async function everything<T>(page: Page, url: string, pick: (item: T) => string): Promise<string[]> {
  const found: string[] = []
  for (let n: number | null = 1; n !== null;) {
    const response = await page.request.get(`${url}${url.includes('?') ? '&' : '?'}page=${n}&page_size=100`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { results: T[]; next: number | null }
    found.push(...body.results.map(pick))
    n = body.next
  }
  return found
}

test('numbers: simple ↔ advanced by keyboard, filter, short link opens the same list in a new page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, '/numbers/')
  const filters = page.locator('#catalog-filters')

  // Simple mode: the advanced fields are out of sight.
  const toAdvanced = page.getByRole('button', { name: 'Расширенный поиск' })
  await expect(toAdvanced).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Цена до, ₽')).toBeHidden()
  await expect(filters.getByRole('checkbox', { name: 'Золотой' })).toBeHidden()

  await toAdvanced.focus()
  await page.keyboard.press('Enter')
  const toSimple = page.getByRole('button', { name: 'Простой поиск' })
  await expect(toSimple).toHaveAttribute('aria-expanded', 'true')
  await expect(toSimple).toBeFocused()
  await expect(page.getByLabel('Цена до, ₽')).toBeVisible()
  await expectNoAxeViolations(page, '/numbers/ in the advanced mode')

  const query = 'provider=mts&provider=beeline&price_max=60000'
  const expected = await everything<{ number: string }>(page, `/api/catalog/numbers/?${query}`, (n) => n.number)
  expect(expected.length).toBeGreaterThan(0)
  const reloaded = page.waitForResponse(
    (r) => r.url().includes('/api/catalog/') && r.url().includes('price_max=60000') && r.url().includes('provider=beeline'),
  )
  await filters.getByRole('checkbox', { name: 'МТС' }).check()
  await filters.getByRole('checkbox', { name: 'Билайн' }).check()
  await page.getByLabel('Цена до, ₽').fill('60000')
  await reloaded
  await expect(page).toHaveURL(new RegExp(`/numbers/\\?${query}$`))
  await expect(numberCards(page)).toHaveText(expected.slice(0, 20))

  // Back to simple by keyboard: the price stays applied, and the toggle says so.
  await toSimple.focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { name: 'Расширенный поиск (выбрано: 1)' })).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Цена до, ₽')).toBeHidden()

  await page.getByRole('button', { name: 'Получить короткую ссылку' }).click()
  const field = page.getByRole('textbox', { name: 'Короткая ссылка' })
  await expect(field).toHaveValue(/\/s\/[A-Za-z0-9]+\/$/)
  const shortUrl = await field.inputValue()
  await page.getByRole('button', { name: 'Копировать' }).click()
  await expect(page.locator('.short-link').getByRole('status')).toHaveText('Ссылка скопирована')
  await expectNoAxeViolations(page, '/numbers/ with the short link shown')

  const other = await context.newPage()
  await other.goto(shortUrl)
  await expect(other).toHaveURL(/\/numbers\/\?provider=mts%3Abeeline&price_max=60000$/)
  await expect(other.locator('[data-island="filters"]')).toHaveAttribute('data-island-state', 'mounted')
  // A link with an advanced filter opens in the advanced mode.
  await expect(other.getByRole('button', { name: 'Простой поиск' })).toHaveAttribute('aria-expanded', 'true')
  await expect(other.getByLabel('Цена до, ₽')).toHaveValue('60\u00A0000')
  await expect(other.locator('#catalog-filters').getByRole('checkbox', { name: 'МТС' })).toBeChecked()
  await expect(other.locator('#catalog-filters').getByRole('checkbox', { name: 'Билайн' })).toBeChecked()
  await expect(numberCards(other)).toHaveText(expected.slice(0, 20))
  await other.close()
})

test('tariffs: End moves the internet slider to ∞ and the list reloads to unlimited tariffs', async ({ page }) => {
  await open(page, '/tariffs/')
  const slider = page.getByRole('slider', { name: 'Интернет не меньше' })
  await expect(slider).toHaveAttribute('aria-valuetext', 'Не важно')
  await expect(page.getByLabel('Интернет не меньше, ГБ')).toBeHidden()
  await expectNoAxeViolations(page, '/tariffs/ with the internet slider')

  const unlimited = await everything<{ name: string }>(page, '/api/catalog/tariffs/?unlim=true', (t) => t.name)
  const all = await everything<{ name: string }>(page, '/api/catalog/tariffs/', (t) => t.name)
  expect(unlimited.length).toBeGreaterThan(0)
  expect(unlimited.length).toBeLessThan(all.length)

  const reloaded = page.waitForResponse((r) => r.url().includes('/api/catalog/') && r.url().includes('unlim=true'))
  await slider.focus()
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('aria-valuetext', '∞, безлимитный интернет')
  await expect(page.locator('.range-filter__value')).toHaveText('∞')
  await reloaded
  await expect(page).toHaveURL(/\/tariffs\/\?unlim=true$/)
  await expect(tariffNames(page)).toHaveText(unlimited.slice(0, 20))

  // One step down: at least 100 GB, where the unlimited tariffs still qualify.
  const atLeast100 = await everything<{ name: string }>(page, '/api/catalog/tariffs/?gb_min=100', (t) => t.name)
  const stepped = page.waitForResponse((r) => r.url().includes('/api/catalog/') && r.url().includes('gb_min=100'))
  await page.keyboard.press('ArrowLeft')
  await expect(slider).toHaveAttribute('aria-valuetext', '100 ГБ')
  await stepped
  await expect(page).toHaveURL(/\/tariffs\/\?gb_min=100$/)
  await expect(tariffNames(page)).toHaveText(atLeast100.slice(0, 20))
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('the compact numbers filter shows every field and no toggle', async ({ page }) => {
    await page.goto('/numbers/')
    await expect(page.getByRole('button', { name: 'Расширенный поиск' })).toBeHidden()
    await expect(page.getByRole('checkbox', { name: 'Золотой' })).toBeVisible()
    await expect(page.getByLabel('Цена до, ₽')).toBeVisible()
  })
})
