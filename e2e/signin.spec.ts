import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { smsCode } from './sms'

/**
 * Issue 10's sign-in (spec §4, §8) against the reference server in Chromium: the code comes
 * from the development SMS outbox, the customer is found in the database afterwards.
 */

function storedCustomer(dbPath: string, phone: string): unknown {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT phone_number FROM customers WHERE phone_number = ?').get(phone)
  } finally {
    db.close()
  }
}

/**
 * The page with its runtime started. The island waits for the visitor (issue 40): each test acts on
 * the server's form as a visitor does, and the runtime hands what it does to the island
 * (signin-wait.spec.ts shows what is kept).
 */
async function openSignin(page: Page, query = ''): Promise<void> {
  await page.goto(`/customer/signin/${query}`)
  await expect(page.locator('[data-island="signin"]')).toHaveAttribute('data-island-state', 'waiting')
}

const phoneField = (page: Page) => page.getByRole('textbox', { name: /Номер телефона/ })
const codeField = (page: Page) => page.getByRole('textbox', { name: /Код из SMS/ })

test('signs in by pointer: phone, code from the SMS, back to ?next=, greeted by phone', async ({ page, server }) => {
  await openSignin(page, '?next=/numbers/')
  await expectNoAxeViolations(page, 'sign-in, phone step')
  await phoneField(page).click()
  await phoneField(page).pressSequentially('9123450001')
  await expect(phoneField(page)).toHaveValue('+7 (912) 345-00-01')
  await page.getByRole('button', { name: 'Получить код' }).click()

  await expect(page.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible()
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code')
  await expectNoAxeViolations(page, 'sign-in, code step')
  await codeField(page).fill(await smsCode(page, '+79123450001'))
  await page.getByRole('button', { name: 'Войти' }).click()

  await expect(page).toHaveURL(/\/numbers\/$/)
  await expect(page.locator('.site-header')).toContainText('Здравствуйте! +7 (912) 345-00-01')
  expect(storedCustomer(server.dbPath, '+79123450001')).toEqual({ phone_number: '+79123450001' })
})

test('signs in by keyboard alone', async ({ page, server }) => {
  await openSignin(page)
  for (let i = 0; i < 40 && !(await phoneField(page).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(phoneField(page)).toBeFocused()
  await page.keyboard.type('89123450002')
  await page.keyboard.press('Enter')
  await expect(codeField(page)).toBeFocused()
  await page.keyboard.type(await smsCode(page, '+79123450002'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('.site-header')).toContainText('Здравствуйте! +7 (912) 345-00-02')
  expect(storedCustomer(server.dbPath, '+79123450002')).toEqual({ phone_number: '+79123450002' })
})

test('a second code within the limit: «Изменить», the 429 modal, the live countdown, a wrong code', async ({ page }) => {
  await openSignin(page)
  await phoneField(page).fill('9123450003')
  await page.getByRole('button', { name: 'Получить код' }).click()
  const resend = page.getByRole('button', { name: /^Отправить повторно через / })
  await expect(resend).toBeDisabled()
  const first = await resend.textContent()
  // Live: the label changes by itself within a couple of seconds.
  await expect(resend).not.toHaveText(first ?? '')

  await page.getByRole('button', { name: 'Изменить номер телефона' }).click()
  await expect(phoneField(page)).toBeFocused()
  await expect(page.getByRole('button', { name: /Отправить повторно/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Получить код' }).click()

  const dialog = page.getByRole('dialog', { name: 'Код был отправлен ранее' })
  await expect(dialog).toContainText(/На ваш номер уже была отправлена СМС\. Отправить код повторно можно будет через (1 минуту|\d+ секунд)/)
  await expectNoAxeViolations(page, 'sign-in, 429 modal')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(codeField(page)).toBeFocused()

  const code = await smsCode(page, '+79123450003')
  await codeField(page).fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByText('Неверный код.')).toBeVisible()
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, 'sign-in, wrong code')
})

test('a code of letters is refused without a request; a server failure says so in «Ошибка»', async ({ page }) => {
  await openSignin(page)
  await phoneField(page).fill('9123450004')
  await page.getByRole('button', { name: 'Получить код' }).click()
  await codeField(page).pressSequentially('abc')
  await expect(codeField(page)).toHaveValue('')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true')

  await page.route('**/api/customers/confirm-signin-code/', (route) => route.fulfill({ status: 500, body: 'boom' }))
  await codeField(page).fill('123456')
  await page.getByRole('button', { name: 'Войти' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ошибка' })
  await expect(dialog).toContainText('Произошла ошибка. Попробуйте еще раз позже.')
  await expectNoAxeViolations(page, 'sign-in, error modal')
})
