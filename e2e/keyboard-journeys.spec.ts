import type { Page } from '@playwright/test'
import { islandsSettled } from './demo-pages'
import { expect, pressable, test } from './fixtures'

/**
 * Journeys by keyboard alone, for what had none: the region change, comparison add and remove,
 * the calculator to its results, the map's layers and fullscreen. (Sign-in with the code is in
 * signin.spec.ts, the header search to a result in header.spec.ts, a request form with an error
 * then success in form-modals.spec.ts: each «by keyboard alone».) A journey starts by focusing
 * its first control, as a visitor's Tab would reach it, and then only presses keys.
 */

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await islandsSettled(page)
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a visitor would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('region: open the dialog, filter, choose a city, back on the same page in that region', async ({ page }) => {
  await open(page, '/tariffs/')
  const region = pressable(page, 'Регион: Москва')
  await region.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Выберите свой регион' })
  await expect(dialog).toBeVisible()
  const filter = dialog.getByRole('searchbox', { name: 'Поиск города' })
  await tabTo(page, filter)
  await page.keyboard.type('казан')
  const city = dialog.getByRole('link', { name: 'Казань' })
  await expect(city).toBeVisible()
  await tabTo(page, city)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tariffs\/$/)
  await expect(pressable(page, 'Регион: Казань')).toBeVisible()
})

test('comparison: add two tariffs, show only the differences, remove one', async ({ page }) => {
  await open(page, '/tariffs/')
  const names: string[] = []
  for (const index of [0, 1]) {
    const card = page.locator('.tariff-card').nth(index)
    await card.scrollIntoViewIfNeeded() // its island mounts near the viewport
    const add = card.getByRole('button', { name: 'Сравнить' })
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(card.getByRole('link', { name: 'К сравнению' })).toBeFocused()
    names.push((await card.locator('.tariff-card__name').innerText()).trim())
  }
  // The link the focus is on leads to the table.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tariffs\/compare\/$/)
  await islandsSettled(page)
  const table = page.getByRole('table')
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible()

  const onlyDifferent = page.getByRole('checkbox', { name: 'Только различающиеся' })
  await tabTo(page, onlyDifferent)
  await page.keyboard.press('Space')
  await expect(onlyDifferent).toBeChecked()

  const remove = page.getByRole('button', { name: `Убрать «${names[0]}» из сравнения` })
  await tabTo(page, remove)
  await page.keyboard.press('Enter')
  await expect(table.getByRole('columnheader', { name: names[0] })).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: names[1] })).toBeVisible()
})

test('calculator: fill the form, show the tariffs, read the results, back to the form', async ({ page }) => {
  await open(page, '/tariffs/calculator/')
  const minutes = page.getByLabel('Минут разговора в день')
  await minutes.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('30')
  const show = page.getByRole('button', { name: 'Показать тарифы' })
  await tabTo(page, show)
  await page.keyboard.press('Enter')
  const resultsTab = page.getByRole('tab', { name: 'Результаты' })
  await expect(resultsTab).toHaveAttribute('aria-selected', 'true')
  await expect(resultsTab).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Результаты' }).getByRole('status')).toHaveText(/^(Найдено|Ничего не найдено)/)
  // The tabs by their arrow keys: back to the form and again to the results.
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Параметры' })).toHaveAttribute('aria-selected', 'true')
  await expect(minutes).toHaveValue('30')
  await page.keyboard.press('ArrowRight')
  await expect(resultsTab).toHaveAttribute('aria-selected', 'true')
  const back = page.getByRole('button', { name: 'Изменить параметры' })
  await tabTo(page, back)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'Параметры' })).toBeFocused()
})

test('calculator: a value selected whole before the island arrives is replaced by what is typed after it', async ({ page }) => {
  // The island replaces the server's field between the select-all and the typing: the worst moment
  // of the race the journey above may meet on a busy machine (20 and «30» were 2030, clamped to 1440).
  await open(page, '/tariffs/calculator/')
  const minutes = page.getByLabel('Минут разговора в день')
  await minutes.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await expect(page.locator('[data-island="calculator"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(minutes).toBeFocused()
  await page.keyboard.type('30')
  await expect(minutes).toHaveValue('30')
})

test('coverage map: a layer on and off by Space, fullscreen on and off by Enter', async ({ page }) => {
  await open(page, '/coverage/')
  const beeline = page.getByRole('checkbox', { name: 'Билайн' })
  await beeline.focus()
  await page.keyboard.press('Space')
  await expect(beeline).toBeChecked()
  await expect.poll(() => page.locator('img.leaflet-tile[src*="/tiles/coverage/beeline/"]').count()).toBeGreaterThan(0)
  await page.keyboard.press('Space')
  await expect(beeline).not.toBeChecked()
  await expect(page.locator('img.leaflet-tile[src*="/tiles/coverage/beeline/"]')).toHaveCount(0)

  const expand = page.getByRole('button', { name: 'Развернуть карту' })
  await tabTo(page, expand)
  await page.keyboard.press('Enter')
  const collapse = page.getByRole('button', { name: 'Свернуть карту' })
  await expect(collapse).toHaveAttribute('aria-pressed', 'true')
  // The focus stays on the button, which now leaves fullscreen. (Escape in real fullscreen is
  // the browser's own key, which a script's key press does not reach.)
  await expect(collapse).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Развернуть карту' })).toHaveAttribute('aria-pressed', 'false')
})
