import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { CARD_SELECTOR, CATALOG_VIEWS } from './catalog-views'
import { expect, FULL_DEMO_DATA, test } from './fixtures'

/**
 * Results first on a phone (islands/filter-sheet): at 390 × 844 every catalogue shows its first
 * card on the first screen, the filters open from a «Фильтры» button into a bottom sheet that says
 * what the pending choice finds (the data URL's `count`), and applying it reloads the list. Wide,
 * the form is the sidebar it always was; without script it is in the page and submits.
 */
test.use({ serverEnv: FULL_DEMO_DATA })
const PHONE = { width: 390, height: 844 }

const opener = (page: Page) => page.locator('[data-filter-sheet-open]')
const sheet = (page: Page) => page.getByRole('dialog')

/** What the data URL counts for a query: the number the sheet must show. */
async function countOf(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url)
  expect(response.status()).toBe(200)
  const { count } = (await response.json()) as { count: number }
  expect(Number.isInteger(count)).toBe(true)
  return count
}

/** «Показать 1 725 номеров», written here from Intl on its own (not the islands' helpers). */
function showText(count: number, forms: [string, string, string]): string {
  const form = { one: forms[0], few: forms[1], many: forms[2] }[new Intl.PluralRules('ru-RU').select(count) as 'one' | 'few' | 'many']
  return `Показать ${new Intl.NumberFormat('ru-RU').format(count)} ${form}`
}
const NUMBERS: [string, string, string] = ['номер', 'номера', 'номеров']

test.describe('at 390 × 844', () => {
  test.use({ viewport: PHONE })

  test('every catalogue: the first card on the first screen, the «Фильтры» button in the form’s place', async ({ page, server }) => {
    for (const view of CATALOG_VIEWS) {
      await page.goto(view.path(server.dbPath))
      await expect(page.locator('[data-island="filter-sheet"]'), view.name).toHaveAttribute('data-island-state', 'mounted')
      await expect(opener(page), view.name).toBeVisible()
      await expect(page.locator('#catalog-filters'), view.name).toBeHidden()
      // The page's first card (the star numbers index has a list per section).
      const first = page.locator(CARD_SELECTOR).first()
      await expect(first, view.name).toBeVisible()
      const top = await first.evaluate((card) => Math.round(card.getBoundingClientRect().top + scrollY))
      test.info().annotations.push({ type: 'first card top', description: `${view.name}: ${top} px` })
      expect(top, `${view.name}: the first card's top`).toBeLessThan(PHONE.height)
    }
  })

  test('the sheet counts the pending choice, applies it, and Escape puts a dismissed one back', async ({ page }) => {
    await page.goto('/numbers/?mask=5')
    await expect(page.locator('[data-island="filter-sheet"]')).toHaveAttribute('data-island-state', 'mounted')
    await expect(page.locator('[data-island="catalog"]')).toHaveAttribute('data-island-state', 'mounted')
    const button = page.getByRole('button', { name: 'Фильтры, выбрано: 1' })
    await expect(button).toHaveText('Фильтры · 1')

    // Open: focus in the sheet, the count of the choice on screen.
    await button.click()
    await expect(sheet(page)).toBeVisible()
    await expect(sheet(page)).toHaveAccessibleName('Подбор номера')
    expect(await sheet(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    const now = await countOf(page, '/api/catalog/numbers/?mask=5&page_size=1')
    await expect(sheet(page).getByRole('button', { name: showText(now, NUMBERS) })).toBeVisible()
    await expectNoAxeViolations(page, '/numbers/ with the filter sheet open at 390 px')

    // A choice is counted, not applied: the list and the address stay.
    await sheet(page).getByRole('checkbox', { name: 'Билайн' }).check()
    const pending = await countOf(page, '/api/catalog/numbers/?mask=5&provider=beeline&page_size=1')
    expect(pending).toBeLessThan(now)
    const apply = sheet(page).getByRole('button', { name: showText(pending, NUMBERS) })
    await expect(apply).toBeVisible()
    await expect(page).toHaveURL(/\/numbers\/\?mask=5$/)
    // A screen reader hears it where the visitor is: the sheet's polite status says it too, unseen.
    const said = sheet(page).locator('[role="status"][data-filter-sheet-status]')
    await expect(said).toHaveText(showText(pending, NUMBERS))
    await expect(said).toHaveCSS('position', 'absolute')
    expect(await said.evaluate((region) => region.getBoundingClientRect().width)).toBeLessThanOrEqual(1)

    // Escape: the sheet closes, the focus is back on the button, the choice is put back.
    await page.keyboard.press('Escape')
    await expect(sheet(page)).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page).toHaveURL(/\/numbers\/\?mask=5$/)
    await button.click()
    await expect(sheet(page).getByRole('checkbox', { name: 'Билайн' })).not.toBeChecked()
    await expect(sheet(page).getByRole('button', { name: showText(now, NUMBERS) })).toBeVisible()

    // Applying: the sheet closes, the list is the choice's, the button counts two filters.
    await sheet(page).getByRole('checkbox', { name: 'Билайн' }).check()
    const first = await page.request.get('/api/catalog/numbers/?mask=5&provider=beeline&page=1')
    const { results } = (await first.json()) as { results: { number: string }[] }
    const reloaded = page.waitForResponse(
      (r) => r.url().includes('/api/catalog/numbers/') && r.url().includes('provider=beeline') && !r.url().includes('page_size=1'),
    )
    await sheet(page)
      .getByRole('button', { name: showText(pending, NUMBERS) })
      .click()
    await reloaded
    await expect(sheet(page)).toBeHidden()
    await expect(page).toHaveURL(/\/numbers\/\?mask=5&provider=beeline$/)
    const applied = page.getByRole('button', { name: 'Фильтры, выбрано: 2' })
    await expect(applied).toHaveText('Фильтры · 2')
    await expect(applied).toBeFocused()
    await expect(page.locator(`#catalog-numbers ${CARD_SELECTOR} .number-card__number`).first()).toHaveText(results[0]!.number)
  })

  test('without script the form is in the page and its submit filters the list', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL, locale: 'ru-RU' })
    const page = await context.newPage()
    await page.goto('/tariffs/')
    await expect(opener(page)).toBeHidden()
    const form = page.locator('#catalog-filters')
    await expect(form).toBeVisible()
    await form.getByRole('checkbox', { name: 'Tele2' }).check()
    await form.getByLabel('Минут не меньше').fill('1000')
    await form.getByRole('button', { name: 'Показать', exact: true }).click()
    await expect(page).toHaveURL(/\/tariffs\/\?provider=tele2&.*minutes_min=1000/)
    const response = await page.request.get('/api/catalog/tariffs/?provider=tele2&minutes_min=1000')
    const { results } = (await response.json()) as { results: { name: string }[] }
    expect(results.length).toBeGreaterThan(0)
    await expect(page.locator(`#catalog-tariffs ${CARD_SELECTOR} .tariff-card__name`)).toHaveText(results.map((tariff) => tariff.name))
    await context.close()
  })
})

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the form is the sidebar, with no «Фильтры» button', async ({ page }) => {
    await page.goto('/numbers/?mask=5')
    await expect(page.locator('[data-island="filter-sheet"]')).toHaveAttribute('data-island-state', 'mounted')
    await expect(page.locator('#catalog-filters')).toBeVisible()
    await expect(opener(page)).toBeHidden()
    const form = await page.locator('#catalog-filters').boundingBox()
    const results = await page.locator('#catalog-numbers').boundingBox()
    expect(form!.x + form!.width).toBeLessThanOrEqual(results!.x)
  })
})
