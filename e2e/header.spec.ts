import type { Page, Request } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { layoutShiftOf, layoutShiftPages, MOBILE_VIEWPORT } from './layout-shift'
import { clickSearchField } from './page-states'

/** Issue 10's header (spec §2, §5) against the reference server in Chromium. */

async function mounted(page: Page, island: string): Promise<void> {
  await expect(page.locator(`[data-island="${island}"]`).first()).toHaveAttribute('data-island-state', 'mounted')
}

/** Each island's chunks in this build (static/dist/islands.json), its own first. */
const builtIslands = () =>
  (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../static/dist/islands.json'), 'utf8')) as {
      islands: Record<string, { chunks: string[] }>
    }
  ).islands

/** Holds `island`'s own chunk back until the returned release is called. */
async function holdChunk(page: Page, island: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/${builtIslands()[island]!.chunks[0]!}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** The visitor clicks into the header's search field: the island mounts there, the combobox keeps the focus. */
async function searchField(page: Page) {
  await clickSearchField(page)
  const field = page.getByRole('combobox', { name: 'Поиск по сайту' })
  await expect(field).toBeFocused()
  return field
}

/** Every suggestions request the page makes, in order. */
function suggestionRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/search/heap/') seen.push(url.searchParams.get('query') ?? '')
  })
  return seen
}

test.describe('desktop search', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('suggests from 3 characters, one request per burst, groups in order, the total link, and opens an option by keyboard', async ({ page }) => {
    const requests = suggestionRequests(page)
    await page.goto('/')
    const field = await searchField(page)
    await field.pressSequentially('мт', { delay: 20 })
    await expect(field).toHaveAttribute('aria-expanded', 'false')

    await field.pressSequentially('с', { delay: 20 })
    const list = page.getByRole('grid', { name: 'Подсказки' })
    await expect(list).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => requests).toEqual(['мтс'])
    // A burst of typing (well under 300 ms between keys) asks once, for what it ends with.
    await field.fill('')
    await field.pressSequentially('тариф', { delay: 20 })
    await expect(page.getByRole('gridcell').first()).toContainText(/тариф/i)
    await expect.poll(() => requests).toEqual(['мтс', 'тариф'])

    await field.fill('мтс')
    // Until the debounced request goes, the list still shows «тариф»'s answer; once it has gone
    // the list waits for the new one.
    await expect.poll(() => requests).toEqual(['мтс', 'тариф', 'мтс'])
    await expect(page.getByRole('gridcell', { name: /^Показать все результаты \(\d+\)$/ })).toBeVisible()
    const groups = await page
      .getByRole('rowgroup')
      .evaluateAll((els) =>
        els.map((el) => el.getAttribute('aria-labelledby') && document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent),
      )
    const order = ['Тарифы', 'Номера', 'Устройства', 'Каталоги номеров', 'Каталоги тарифов', 'Каталоги устройств', 'Новости', 'Статьи', 'Страницы']
    expect(groups.length).toBeGreaterThan(1)
    expect(groups).toEqual(order.filter((title) => groups.includes(title)))
    await expectNoAxeViolations(page, 'header with suggestions open')

    await field.press('ArrowUp')
    const all = page.getByRole('gridcell', { name: /^Показать все результаты/ })
    await expect(all).toHaveAttribute('aria-selected', 'true')
    await expect(field).toHaveAttribute('aria-activedescendant', (await all.getAttribute('id'))!)
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\/\?query=%D0%BC%D1%82%D1%81$/)
  })

  test('what the visitor types before the search island arrives stays in the field and is searched for', async ({ page }) => {
    // The island's own chunk is held back until the visitor has typed.
    const release = await holdChunk(page, 'header-search')
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Поиск по сайту' }).click()
    await page.keyboard.type('мтс', { delay: 20 })
    await expect(page.getByRole('searchbox', { name: 'Поиск по сайту' })).toHaveValue('мтс')
    release()
    const field = page.getByRole('combobox', { name: 'Поиск по сайту' })
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('мтс')
    await expect(page.getByRole('grid', { name: 'Подсказки' })).toBeVisible()
    await page.keyboard.type(' тариф')
    await expect(field).toHaveValue('мтс тариф')
  })

  test('says «Ничего не найдено», a failure never leaves a spinner, markup stays text, Escape closes', async ({ page }) => {
    await page.goto('/')
    const field = await searchField(page)
    await field.fill('<img src=x onerror=alert(1)>zzzz')
    await expect(page.locator('.header-search__status').first()).toHaveText('Ничего не найдено')
    await expect(page.locator('img[src="x"]')).toHaveCount(0)

    await page.route('**/api/search/heap/**', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await field.fill('тариф')
    await expect(page.locator('.header-search__status').first()).toHaveText('Произошла ошибка. Попробуйте еще раз позже.')
    await field.press('Escape')
    await expect(page.locator('.header-search__popup').first()).toBeHidden()
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\/\?query=/)
  })

  test('the menu and its «Ещё» are disclosures: aria-expanded, Escape closes the inner one first, a click outside closes both', async ({ page }) => {
    await page.goto('/')
    await mounted(page, 'site-menu')
    const menu = page.getByRole('button', { name: 'Меню' })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const more = page.getByRole('button', { name: 'Ещё' })
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Новости' })).toBeVisible()
    await expectNoAxeViolations(page, 'header with the dropdown open')
    await page.keyboard.press('Escape')
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(more).toBeFocused()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await more.press('Enter')
    await expect(page.getByRole('link', { name: 'Новости' })).toBeVisible()
    await page.locator('main h1').click()
    await expect(page.getByRole('link', { name: 'Новости' })).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE_VIEWPORT })

  test('the burger opens the navigation, keeps focus in it and gives it back on close', async ({ page }) => {
    await page.goto('/')
    await mounted(page, 'site-menu')
    await expect(page.getByRole('link', { name: 'Тарифы', exact: true })).toBeHidden()
    const burger = page.getByRole('button', { name: 'Меню' })
    await burger.click()
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Номера', exact: true })).toBeFocused()
    await expectNoAxeViolations(page, 'burger menu open')
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.site-menu')))
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(burger).toBeFocused()
    await expect(page.getByRole('link', { name: 'Тарифы', exact: true })).toBeHidden()
  })

  test('the search button opens a full-screen search with the same suggestions', async ({ page }) => {
    // The island's chunk is held back until the tap is over, so the tap lands on the server's link
    // to /search/: held, and answered once the island is there.
    const release = await holdChunk(page, 'header-search')
    await page.goto('/numbers/')
    // The runtime has the host (a tap before it follows the link to /search/, the page without script).
    await expect(page.locator('[data-island="header-search"]')).toHaveAttribute('data-island-state', 'waiting')
    await page.getByRole('link', { name: 'Поиск', exact: true }).click()
    release()
    const dialog = page.getByRole('dialog', { name: 'Поиск по сайту' })
    await expect(dialog).toBeVisible()
    const field = dialog.getByRole('combobox', { name: 'Поиск по сайту' })
    await expect(field).toBeFocused()
    await field.pressSequentially('мтс', { delay: 20 })
    await expect(dialog.getByRole('gridcell', { name: /^Показать все результаты/ })).toBeVisible()
    await expectNoAxeViolations(page, 'mobile search popup')
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('grid')).toHaveCount(0)
    // A search field's own Escape clears it; the next one closes the dialog.
    await page.keyboard.press('Escape')
    await expect(field).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Поиск', exact: true })).toBeFocused()
  })

  test('the header islands do not move the page (CLS ≤ 0.01 on /, /numbers/ and a number card)', async ({ page, baseURL }) => {
    // /order/ is measured by `npm run bench` (4× CPU slowdown), with the others.
    const pages = (await layoutShiftPages(baseURL!)).filter(({ label }) => label !== '/order/')
    for (const { label, url } of pages) {
      expect(await layoutShiftOf(page, url), label).toBeLessThanOrEqual(0.01)
    }
  })
})
