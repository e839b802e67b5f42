import type { Page } from '@playwright/test'
import { islandsSettled } from '../e2e/demo-pages'
import { expect, pressable } from '../e2e/fixtures'

/** A step of a journey the gallery shows: how to reach it from a fresh page, and what shows it is reached. */
interface Step {
  name: string
  reach(page: Page, width: number): Promise<void>
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await islandsSettled(page)
}

/** Adds the first number of /numbers/ by its card, as a visitor does. */
async function addFirstNumber(page: Page): Promise<void> {
  await open(page, '/numbers/')
  const add = pressable(page.locator('.number-card').first().locator('[data-island="cart-button"]'))
  await add.click()
  await expect(add).toHaveText('Оформить')
}

let signIns = 0

/** The journeys' steps that e2e/page-states.ts (every page's states) does not already reach. */
export const JOURNEY_STEPS: Step[] = [
  {
    name: 'journey: a number added on /numbers/ («Оформить», the header counts it)',
    async reach(page) {
      await addFirstNumber(page)
      await page.evaluate(() => scrollTo(0, 0))
    },
  },
  {
    name: 'journey: sign-in, the code step',
    async reach(page) {
      await open(page, '/customer/signin/')
      // A phone of its own each time: the server sends one code per phone a minute.
      await page.getByRole('textbox', { name: /Номер телефона/ }).fill(`90055502${String(++signIns).padStart(2, '0')}`)
      await page.getByRole('button', { name: 'Получить код' }).click()
      await expect(page.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible()
    },
  },
  {
    name: 'journey: /order/ with a number, pick-up chosen',
    async reach(page) {
      await addFirstNumber(page)
      await open(page, '/order/')
      await page
        .locator('#order-form')
        .getByRole('radio', { name: /Самовывоз/ })
        .check()
    },
  },
  {
    name: 'journey: the order placed',
    async reach(page) {
      await addFirstNumber(page)
      await open(page, '/order/')
      const form = page.locator('#order-form')
      await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна Смирнова')
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.com')
      await form.getByRole('textbox', { name: 'Телефон', exact: true }).pressSequentially('9161234567')
      await form.getByRole('textbox', { name: 'Город', exact: true }).fill('Москва')
      await form.getByRole('radio', { name: /Самовывоз/ }).check()
      await form.getByRole('button', { name: 'Оформить заказ' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ № \d+ оформлен$/)
    },
  },
  {
    name: 'journey: a search with no result',
    async reach(page) {
      await open(page, '/search/?query=%D1%8F%D1%8F%D1%8F%D1%8F%D1%8F')
    },
  },
]
