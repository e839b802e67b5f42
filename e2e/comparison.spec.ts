import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * Tariff comparison against the reference server: «Сравнить» on the tariffs catalogue and on a
 * tariff page becomes «К сравнению» (and stays so after a reload), the comparison page hides
 * equal rows at once, removes one tariff and clears; the session's rows in the database follow.
 */

/** The tariff ids this page's visitor compares, as the database holds them, in the order added. */
async function storedComparison(page: Page, dbPath: string): Promise<number[]> {
  // The session cookie is signed by @fastify/cookie: «<id>.<signature>».
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sessionid')
  if (!cookie) return []
  const id = decodeURIComponent(cookie.value).replace(/\.[^.]*$/, '')
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT tariff_id FROM comparison_items WHERE session_id = ? ORDER BY position').pluck().all(id) as number[]
  } finally {
    db.close()
  }
}

const cards = (page: Page) => page.locator('.tariff-card')
const tariffIdOf = async (page: Page, index: number) =>
  Number(await cards(page).nth(index).locator('[data-island="compare-button"]').getAttribute('data-tariff'))

async function addFromCatalogue(page: Page, count: number): Promise<{ ids: number[]; names: string[] }> {
  await page.goto('/tariffs/')
  const ids: number[] = []
  const names: string[] = []
  for (let i = 0; i < count; i += 1) {
    const card = cards(page).nth(i)
    await card.scrollIntoViewIfNeeded() // the island mounts once its card is near the viewport
    await card.getByRole('button', { name: 'Сравнить' }).click()
    await expect(card.getByRole('link', { name: 'К сравнению' })).toHaveAttribute('href', '/tariffs/compare/')
    ids.push(await tariffIdOf(page, i))
    names.push((await card.locator('.tariff-card__name').innerText()).trim())
  }
  return { ids, names }
}

test('a tariff added from the catalogue is «К сравнению» there and after a reload; the server keeps it', async ({ page, server }) => {
  const { ids } = await addFromCatalogue(page, 2)
  expect(await storedComparison(page, server.dbPath)).toEqual(ids)

  await page.reload()
  for (const i of [0, 1, 2]) await cards(page).nth(i).scrollIntoViewIfNeeded() // each island mounts near the viewport
  for (const i of [0, 1]) await expect(cards(page).nth(i).getByRole('link', { name: 'К сравнению' })).toBeVisible()
  await expect(cards(page).nth(2).getByRole('button', { name: 'Сравнить' })).toBeVisible()

  // The tariff's own page knows too, and its link leads to the table.
  await cards(page).nth(0).locator('.tariff-card__name a').click()
  await page.getByRole('link', { name: 'К сравнению' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Сравнение тарифов' })).toBeVisible()
  expect(await storedComparison(page, server.dbPath)).toEqual(ids)
})

test('a tariff page adds its tariff by keyboard alone', async ({ page, server }) => {
  await page.goto('/tariffs/')
  const href = await cards(page).nth(3).locator('.tariff-card__name a').getAttribute('href')
  const id = await tariffIdOf(page, 3)
  await page.goto(href!)
  const button = page.getByRole('button', { name: 'Сравнить' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'К сравнению' })).toBeFocused()
  expect(await storedComparison(page, server.dbPath)).toEqual([id])
})

test('the comparison page: only different rows, remove one, clear; axe finds nothing', async ({ page, server }) => {
  const { names } = await addFromCatalogue(page, 3)
  await page.goto('/tariffs/compare/')
  const table = page.getByRole('table')
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible()
  const rowHeaders = table.getByRole('rowheader')
  const all = await rowHeaders.count()
  await expectNoAxeViolations(page, '/tariffs/compare/')

  await page.getByRole('checkbox', { name: 'Только различающиеся' }).check()
  const visible = table.locator('tbody tr:visible')
  await expect.poll(() => visible.count()).toBeLessThan(all)
  // Every row still shown has at least two different values.
  for (const row of await visible.all()) {
    const values = await row.getByRole('cell').allInnerTexts()
    expect(new Set(values).size, await row.getByRole('rowheader').innerText()).toBeGreaterThan(1)
  }
  await page.getByRole('checkbox', { name: 'Только различающиеся' }).uncheck()
  await expect(visible).toHaveCount(all)

  await page.getByRole('button', { name: `Убрать «${names[1]}» из сравнения` }).click()
  await expect(table.getByRole('columnheader')).toHaveCount(3) // «Тариф» and the two left
  await expect(table.getByRole('columnheader', { name: names[1] })).toHaveCount(0)
  expect(await storedComparison(page, server.dbPath)).toHaveLength(2)

  await page.getByRole('button', { name: 'Очистить сравнение' }).click()
  await expect(page.getByText('Вы ещё не добавили тарифы к сравнению.')).toBeVisible()
  expect(await storedComparison(page, server.dbPath)).toEqual([])
})

test('the header row stays in view while the table scrolls, and a phone scrolls it sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 })
  await addFromCatalogue(page, 3)
  await page.goto('/tariffs/compare/')
  const frame = page.getByRole('region', { name: 'Таблица сравнения' })
  const wide = await frame.evaluate((el) => el.scrollWidth > el.clientWidth)
  expect(wide).toBe(true)
  await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }))
  await expect.poll(() => frame.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
  const frameTop = (await frame.boundingBox())!.y
  const header = page.getByRole('columnheader', { name: 'Тариф' })
  await expect.poll(async () => Math.round((await header.boundingBox())!.y - frameTop)).toBeLessThanOrEqual(1)
})
