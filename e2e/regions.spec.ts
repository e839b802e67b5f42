import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, pressable, pressWhenTaken, test } from './fixtures'

/** Issue 10's region selector (spec §2, §4) against the reference server in Chromium. */

async function openSelector(page: Page) {
  // Its island waits for the visitor: the press brings it, and it answers the press.
  await pressWhenTaken(page.locator('[data-island="region-selector"]'), /^Регион: /)
  const dialog = page.getByRole('dialog', { name: 'Выберите свой регион' })
  await expect(dialog.getByRole('heading', { name: 'Популярные регионы' })).toBeVisible()
  return dialog
}

test('changes the region from the dialog and comes back to the same page, with one list request', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => new URL(request.url()).pathname === '/api/subdomains/' && requests.push(request.url()))
  await page.goto('/tariffs/?page=1')
  await expect(pressable(page, 'Регион: Москва')).toBeVisible()
  const dialog = await openSelector(page)
  await expect(dialog.locator('.region-list--short a')).toHaveCount(15)
  await expectNoAxeViolations(page, 'region selector')

  await dialog.getByRole('button', { name: 'Полный список' }).click()
  await expect(dialog.getByRole('heading', { name: 'С', exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'region selector, full list')
  await page.keyboard.press('Escape')
  await openSelector(page)
  expect(requests).toHaveLength(1)

  await page.getByRole('link', { name: 'Казань' }).click()
  await expect(page).toHaveURL(/\/tariffs\/\?page=1$/)
  await expect(pressable(page, 'Регион: Казань')).toBeVisible()
})

test('a filter shows the matching full list and hides the short one; an empty filter brings it back', async ({ page }) => {
  await page.goto('/')
  const dialog = await openSelector(page)
  const filter = dialog.getByRole('searchbox', { name: 'Поиск города' })
  await filter.fill('новгор')
  await expect(dialog.locator('.region-list--short')).toHaveCount(0)
  await expect(dialog.getByRole('link')).toHaveText(['Великий Новгород', 'Нижний Новгород'])
  await filter.fill('<script>zzz')
  await expect(dialog.getByRole('status')).toHaveText('Ничего не найдено')
  await filter.fill('')
  await expect(dialog.locator('.region-list--short a')).toHaveCount(15)
})

test('without script the region link leads to /regions/, and an unknown region is a 404', async ({ page }) => {
  await page.goto('/regions/')
  await expect(page.getByRole('heading', { name: 'Выберите свой регион', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Сочи' }).click()
  await expect(pressable(page, 'Регион: Сочи')).toBeVisible()
  const response = await page.goto('/region/atlantis/')
  expect(response?.status()).toBe(404)
})
