import Database from 'better-sqlite3'
import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, FULL_DEMO_DATA, pressable, pressWhenTaken, test } from './fixtures'
import { clickSearchField } from './page-states'

/**
 * Issue 41 item 4, on the demo store's own data: a number found by the search (the results page
 * and the header's suggestions) shows its price and the cards' «В корзину», which adds it (the
 * header's count, the stored cart row) and then reads «Оформить»; the total is grouped as Intl
 * writes Russian; a search with no result suggests example queries and the catalogues.
 */
test.use({ serverEnv: FULL_DEMO_DATA })

/** A query that finds numbers (and more than a thousand results in all) in the full data. */
const NUMBER_QUERY = '777'

/** The numbers in this page's visitor's cart, as the database holds them. */
function storedCartNumbers(page: Page, dbPath: string): Promise<number[]> {
  return page
    .context()
    .cookies()
    .then((cookies) => {
      // The session cookie is signed by @fastify/cookie: «<id>.<signature>».
      const cookie = cookies.find((c) => c.name === 'sessionid')
      if (!cookie) return []
      const session = decodeURIComponent(cookie.value).replace(/\.[^.]*$/, '')
      const db = new Database(dbPath, { readonly: true, fileMustExist: true })
      try {
        return db
          .prepare('SELECT ci.number_id FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.session_id = ? AND ci.number_id IS NOT NULL')
          .pluck()
          .all(session) as number[]
      } finally {
        db.close()
      }
    })
}

/** The header's cart control, whatever it is drawn as (the count link, then the dropdown's button). */
const headerCart = (page: Page) => pressable(page.locator('header.site-header'), /^Корзина/)

/** Presses a result's «В корзину» (a click, or `press`): the cart gets the number and the control reads «Оформить». */
async function addsToCart(page: Page, scope: Locator, dbPath: string, press?: () => Promise<void>): Promise<void> {
  const host = scope.locator('[data-island="cart-button"]')
  const id = Number(await host.getAttribute('data-number'))
  await expect(headerCart(page)).toHaveText(/^Корзина 0/)
  await (press ? press() : pressWhenTaken(host, 'В корзину'))
  await expect(pressable(scope, 'Оформить')).toBeVisible()
  await expect(headerCart(page)).toHaveText(/^Корзина 1/)
  await expect.poll(() => storedCartNumbers(page, dbPath)).toEqual([id])
}

test('a number among the results: its price and «В корзину», which adds it and reads «Оформить»; the total is grouped', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/search/?query=${NUMBER_QUERY}`)
  // Intl writes Russian thousands with a no-break space ('1 725').
  await expect(page.getByText(/^Найдено результатов: \d{1,3}(\u00A0\d{3})+$/)).toBeVisible()
  const number = page.locator('#search-numbers').getByRole('listitem').first()
  await expect(number.locator('.search-item__price')).toHaveText(/^(\d{1,3}( \d{3})* ₽|Цена по запросу)$/)
  await addsToCart(page, number, server.dbPath)
  await expectNoAxeViolations(page, 'search results with a number in the cart')
})

test('a number drawn by «Показать ещё» has its price and cart button too', async ({ page }) => {
  await page.goto(`/search/?query=${NUMBER_QUERY}`)
  await expect(page.locator('[data-island="search-results"]')).toHaveAttribute('data-island-state', 'mounted')
  const numbers = page.locator('#search-numbers')
  const first = await numbers.getByRole('listitem').count()
  await numbers.getByRole('button', { name: 'Показать ещё' }).click()
  await expect.poll(() => numbers.getByRole('listitem').count()).toBeGreaterThan(first)
  const drawn = numbers.getByRole('listitem').nth(first)
  await expect(drawn.locator('.search-item__price')).toHaveText(/^(\d{1,3}( \d{3})* ₽|Цена по запросу)$/)
  await expect(pressable(drawn, 'В корзину')).toBeVisible()
})

/** The header's suggestions for `query`, open. */
async function suggestionsFor(page: Page, query: string) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await clickSearchField(page)
  const field = page.getByRole('combobox', { name: 'Поиск по сайту' })
  await expect(field).toBeFocused()
  await field.pressSequentially(query, { delay: 20 })
  const list = page.getByRole('grid', { name: 'Подсказки' })
  await expect(list).toBeVisible()
  return { field, list }
}

test('the header suggestions: a number with its price and «В корзину», which adds it and reads «Оформить»', async ({ page, server }) => {
  const { list } = await suggestionsFor(page, NUMBER_QUERY)
  // The total grouped as on the results page (its text: an accessible name folds the no-break space).
  const all = list.getByRole('gridcell', { name: /^Показать все результаты/ })
  await expect.poll(() => all.textContent()).toMatch(/^Показать все результаты \(\d{1,3}(\u00A0\d{3})+\)$/)
  const numbers = list.getByRole('rowgroup', { name: 'Номера' })
  const suggestion = numbers.locator('.header-search__offer').first()
  await expect(suggestion.getByRole('gridcell').first()).toContainText(/(\d{1,3}( \d{3})* ₽|Цена по запросу)$/)
  await expectNoAxeViolations(page, 'header suggestions with numbers and their cart buttons')
  await addsToCart(page, suggestion, server.dbPath)
  // The list stays open: the visitor can go on adding or open «Оформить».
  await expect(list).toBeVisible()
})

test("the header suggestions by keyboard: ArrowRight reaches a number's «В корзину», Enter presses it", async ({ page, server }) => {
  const { field, list } = await suggestionsFor(page, NUMBER_QUERY)
  // The numbers are the only group of this answer: the first row is a number's.
  const row = list.getByRole('rowgroup', { name: 'Номера' }).getByRole('row').first()
  const cart = row.getByRole('gridcell').nth(1)
  await field.press('ArrowDown')
  await expect(field).toHaveAttribute('aria-activedescendant', (await row.getByRole('gridcell').first().getAttribute('id'))!)
  await field.press('ArrowRight')
  await expect(field).toHaveAttribute('aria-activedescendant', (await cart.getAttribute('id'))!)
  await addsToCart(page, row, server.dbPath, () => field.press('Enter'))
  await expect(field).toBeFocused()
})

test('a search with no result suggests example queries and the catalogues', async ({ page }) => {
  await page.goto(`/search/?query=${encodeURIComponent('щщщщщщ')}`)
  await expect(page.getByText('Ничего не найдено', { exact: true })).toBeVisible()
  const tips = page.getByRole('region', { name: 'Что попробовать' })
  const examples = ['900', 'Безлимит', 'Samsung', 'МТС']
  for (const example of examples) {
    await expect(tips.getByRole('link', { name: example, exact: true })).toHaveAttribute('href', `/search/?query=${encodeURIComponent(example)}`)
  }
  for (const [name, href] of [
    ['Номера', '/numbers/'],
    ['Красивые номера', '/star-numbers/'],
    ['Тарифы', '/tariffs/'],
    ['Устройства', '/devices/'],
  ]) {
    await expect(tips.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
  }
  await expectNoAxeViolations(page, 'search with no result')
  // Each example finds something.
  for (const example of examples) {
    await page.goto(`/search/?query=${encodeURIComponent(example)}`)
    await expect(page.getByText(/^Найдено результатов: [1-9]/)).toBeVisible()
  }
})
