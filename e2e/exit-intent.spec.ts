import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { storedRequests } from './forms-db'

/**
 * The exit-intent subscription modal (spec §4) in Chromium: the pointer leaving the page
 * shows it once the initial delay has passed, closing it starts the retry delay (a day on the
 * reference server), a subscription is stored, and after any successful form it never shows.
 */

const HOUR = 3_600_000

/** A visitor who first came an hour ago (past the 30 s initial delay), before the page loads. */
async function cameAnHourAgo(page: Page): Promise<void> {
  await page.addInitScript((hour) => {
    if (localStorage.getItem('exit-intent') === null) {
      localStorage.setItem('exit-intent', JSON.stringify({ firstVisit: Date.now() - hour, closedAt: null, disabled: false }))
    }
  }, HOUR)
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  // The watch and the forms are live; the dialogs' islands wait until one opens (their React comes then).
  for (const host of await page.locator('[data-island="exit-intent"], [data-island="request-form"]').all()) {
    await expect(host).toHaveAttribute('data-island-state', 'mounted')
  }
}

/** The pointer goes up, out of the page, towards the tabs. */
async function leaveThePage(page: Page): Promise<void> {
  await page.mouse.move(200, 200)
  await page.mouse.move(200, 5)
  await page.mouse.move(200, -20)
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Подпишитесь на скидки' })

test('shows on leaving the page; «Закрыть» records the time and it stays away', async ({ page }) => {
  await cameAnHourAgo(page)
  await open(page, '/')
  await leaveThePage(page)
  await expect(dialog(page)).toBeVisible()
  await expectNoAxeViolations(page, 'the exit-intent modal')
  await dialog(page).getByRole('button', { name: 'Закрыть' }).click()
  await expect(dialog(page)).toBeHidden()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('exit-intent') ?? 'null') as { closedAt: number | null })
  expect(stored.closedAt).toEqual(expect.any(Number))

  await open(page, '/contacts/')
  await leaveThePage(page)
  await page.getByRole('heading', { name: 'Контакты', level: 1 }).hover()
  await expect(dialog(page)).toBeHidden()
})

test('not before the initial delay since the first visit', async ({ page }) => {
  await open(page, '/')
  await leaveThePage(page)
  await page.getByRole('link', { name: 'О магазине' }).hover()
  await expect(dialog(page)).toBeHidden()
})

test('a subscription is stored and turns the modal off', async ({ page, server }) => {
  await cameAnHourAgo(page)
  await open(page, '/')
  const before = storedRequests(server.dbPath, 'subscribe').length
  await leaveThePage(page)
  await dialog(page).getByRole('button', { name: 'Подписаться' }).click()
  const email = dialog(page).getByRole('textbox', { name: 'E-mail' })
  await expect(email).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
  await expectNoAxeViolations(page, 'the exit-intent modal with errors')
  await email.fill('news@example.com')
  await dialog(page).getByRole('checkbox').check()
  await dialog(page).getByRole('button', { name: 'Подписаться' }).click()
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
  expect(storedRequests(server.dbPath, 'subscribe').slice(before)).toEqual([{ email: 'news@example.com', consent_to_terms: true }])
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('exit-intent') ?? 'null') as { disabled: boolean })
  expect(stored.disabled).toBe(true)
})

test('no modal after a successful contacts form', async ({ page }) => {
  await cameAnHourAgo(page)
  await open(page, '/contacts/')
  const form = page.locator('#question-form')
  await form.getByRole('textbox', { name: 'Имя' }).fill('Анна')
  await form.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com')
  await form.getByRole('textbox', { name: 'Телефон' }).fill('9161234567')
  await form.getByRole('textbox', { name: 'Ваш вопрос' }).fill('Вопрос')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Отправить' }).click()
  const success = page.getByRole('dialog', { name: 'Заявка отправлена' })
  await expect(success).toBeVisible()
  await success.getByRole('button', { name: 'Закрыть' }).click()
  await expect(success).toBeHidden()
  await leaveThePage(page)
  await page.getByRole('heading', { name: 'Контакты', level: 1 }).hover()
  await expect(dialog(page)).toBeHidden()
})
