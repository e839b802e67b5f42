import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { countPageLoads, countPosts, storedRequests } from './forms-db'

/**
 * The server's request-form pages with the form enhancer (issue 11): an empty submit shows
 * the spec §5 messages and sends nothing; a valid one is stored and answered with the success
 * modal, no page load; the server's own field errors land on their fields.
 */

const REQUIRED = 'Пожалуйста, заполните это поле'
const CONSENT = 'Подтвердите согласие на обработку персональных данных'

/** Opens a form page once its request-form islands are mounted. */
async function openForms(page: Page, path: string): Promise<void> {
  await page.goto(path)
  for (const host of await page.locator('[data-island="request-form"]').all()) {
    await expect(host).toHaveAttribute('data-island-state', 'mounted')
  }
}

test.describe('contacts form', () => {
  test('empty submit: the spec messages on every field, nothing sent; axe with errors shown', async ({ page }) => {
    await openForms(page, '/contacts/')
    const form = page.locator('#question-form')
    const posts = countPosts(page, '/forms/contacts/')
    await form.getByRole('button', { name: 'Отправить' }).click()
    for (const label of ['Имя', 'E-mail', 'Телефон', 'Ваш вопрос']) {
      const field = form.getByRole('textbox', { name: label, exact: true })
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(REQUIRED)
    }
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(CONSENT)
    await expect(form.getByRole('textbox', { name: 'Имя', exact: true })).toBeFocused()
    await expectNoAxeViolations(page, '/contacts/ with errors')
    expect(posts.count).toBe(0)
  })

  test('a wrong e-mail is named on leaving the field, and the message goes once it is right', async ({ page }) => {
    await openForms(page, '/contacts/')
    const email = page.getByRole('textbox', { name: 'E-mail', exact: true })
    await email.fill('anna@')
    await email.press('Tab')
    await expect(email).toHaveAccessibleDescription('Введите корректный e-mail')
    await email.fill('anna@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid')
  })

  test('keyboard alone: fill, consent, send; the success modal; the row is stored, no page load', async ({ page, server }) => {
    await openForms(page, '/contacts/')
    const before = storedRequests(server.dbPath, 'contacts').length
    const loads = countPageLoads(page)
    await page.getByRole('heading', { name: 'Задать вопрос' }).click()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toBeFocused()
    await page.keyboard.type('<b>Анна</b>')
    await page.keyboard.press('Tab')
    await page.keyboard.type('anna@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('9161234567')
    await expect(page.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveValue('+7 ( 916 ) 123 - 45 - 67')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Есть ли номера с 777?')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab') // the terms link
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Отправить' })).toBeFocused()
    await page.keyboard.press('Enter')

    const success = page.getByRole('dialog', { name: 'Заявка отправлена' })
    await expect(success).toBeVisible()
    await expect(success).toContainText('Спасибо! Мы получили вашу заявку.')
    await expectNoAxeViolations(page, 'the success modal')
    await page.keyboard.press('Escape')
    await expect(success).toBeHidden()
    await expect(page.getByRole('button', { name: 'Отправить' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('')
    expect(loads.count).toBe(0)
    expect(storedRequests(server.dbPath, 'contacts').slice(before)).toEqual([
      {
        name: '<b>Анна</b>',
        email: 'anna@example.com',
        question: 'Есть ли номера с 777?',
        number: '+7 ( 916 ) 123 - 45 - 67',
        consent_to_terms: true,
      },
    ])
  })

  test("the server's field errors land on their fields; the visitor's text stays", async ({ page, server }) => {
    await openForms(page, '/contacts/')
    const before = storedRequests(server.dbPath, 'contacts').length
    // Past the browser's checks, the request is changed on its way: the server judges the e-mail.
    await page.route('**/forms/contacts/', (route) =>
      route.continue({ postData: route.request().postData()!.replace('anna@example.com', 'anna@example') }),
    )
    await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна')
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.com')
    await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('9161234567')
    await page.getByRole('textbox', { name: 'Ваш вопрос' }).fill('Вопрос')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Отправить' }).click()
    const email = page.getByRole('textbox', { name: 'E-mail', exact: true })
    await expect(email).toHaveAccessibleDescription('Введите корректный e-mail')
    await expect(email).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Ваш вопрос' })).toHaveValue('Вопрос')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(storedRequests(server.dbPath, 'contacts')).toHaveLength(before)
  })

  test('a server failure gives the general message and keeps the form; a double click sends once', async ({ page }) => {
    await openForms(page, '/contacts/')
    let calls = 0
    await page.route('**/forms/contacts/', async (route) => {
      calls++
      await route.fulfill({ status: 500, body: 'Internal Server Error' })
    })
    await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна')
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.com')
    await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('9161234567')
    await page.getByRole('textbox', { name: 'Ваш вопрос' }).fill('Вопрос')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Отправить' }).dblclick()
    await expect(page.getByRole('alert')).toHaveText('Произошла ошибка. Попробуйте еще раз позже.')
    await expect(page.getByRole('textbox', { name: 'Ваш вопрос' })).toHaveValue('Вопрос')
    expect(calls).toBe(1)
  })
})

for (const { path, form, kind, fill, stored } of [
  {
    path: '/cooperation/',
    form: '#cooperation-form',
    kind: 'cooperation',
    fill: { 'Имя или название компании': 'ООО Связь', 'E-mail': 'b2b@example.com', Телефон: '9031112233', Предложение: 'Дилерство' },
    stored: { name: 'ООО Связь', email: 'b2b@example.com', number: '+7 ( 903 ) 111 - 22 - 33', text: 'Дилерство', consent_to_terms: true },
  },
  {
    path: '/feedback/',
    form: '#feedback_form',
    kind: 'feedback',
    fill: { Имя: 'Олег', 'E-mail': 'oleg@example.com', Телефон: '9261234567' },
    stored: { name: 'Олег', email: 'oleg@example.com', number: '+7 ( 926 ) 123 - 45 - 67', consent_to_terms: true },
  },
  {
    path: '/feedback/',
    form: '#review_form',
    kind: 'review',
    fill: { Имя: 'Ира', 'E-mail': 'ira@example.com', Отзыв: 'Быстро привезли SIM-карту' },
    stored: { name: 'Ира', email: 'ira@example.com', text: 'Быстро привезли SIM-карту', rate: 5, consent_to_terms: true },
  },
]) {
  test(`${kind} form: empty submit sends nothing, a valid one is stored with the success modal`, async ({ page, server }) => {
    await openForms(page, path)
    const host = page.locator(form)
    const before = storedRequests(server.dbPath, kind).length
    const posts = countPosts(page, (await host.getAttribute('action'))!)
    const loads = countPageLoads(page)
    await host.getByRole('button').click()
    for (const label of Object.keys(fill)) {
      await expect(host.getByRole('textbox', { name: label, exact: true })).toHaveAccessibleDescription(REQUIRED)
    }
    expect(posts.count).toBe(0)
    for (const [label, value] of Object.entries(fill)) await host.getByRole('textbox', { name: label, exact: true }).fill(value)
    await host.getByRole('checkbox').check()
    await host.getByRole('button').click()
    await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
    expect(loads.count).toBe(0)
    expect(storedRequests(server.dbPath, kind).slice(before)).toEqual([stored])
  })
}

test('number order on the number card: empty submit sends nothing, a valid order is stored with the number', async ({ page, server }) => {
  const { results } = (await (await page.request.get(`${server.url}/api/catalog/numbers/?page_size=1`)).json()) as {
    results: { number: string; absolute_url: string }[]
  }
  const number = results[0]!
  await openForms(page, number.absolute_url)
  const form = page.locator('#number-order-form')
  const before = storedRequests(server.dbPath, 'number-order').length
  const posts = countPosts(page, '/forms/number-order/')
  await form.getByRole('button', { name: 'Заказать номер' }).click()
  for (const name of ['Ваше имя', 'Телефон для связи', 'E-mail']) {
    await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription(REQUIRED)
  }
  await expectNoAxeViolations(page, 'the number order form with errors')
  expect(posts.count).toBe(0)
  await form.getByRole('textbox', { name: 'Ваше имя' }).fill('Максим')
  await form.getByRole('textbox', { name: 'Телефон для связи' }).fill('9161234567')
  await form.getByRole('textbox', { name: 'E-mail' }).fill('max@example.com')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Заказать номер' }).click()
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
  expect(storedRequests(server.dbPath, 'number-order').slice(before)).toEqual([
    { contact_person: 'Максим', contact_number: '+7 ( 916 ) 123 - 45 - 67', number: number.number, email: 'max@example.com', consent_to_terms: true },
  ])
})

test('e-mail suggestion: a typo is offered its correction, which the visitor takes; it never blocks submit', async ({ page }) => {
  await openForms(page, '/contacts/')
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true })
  await email.fill('anna@gmail.con')
  await email.blur()
  const suggestion = page.getByRole('status').filter({ hasText: 'Возможно, вы имели в виду' })
  await expect(suggestion).toHaveText('Возможно, вы имели в виду anna@gmail.com?')
  await expectNoAxeViolations(page, '/contacts/ with an e-mail suggestion')
  await suggestion.getByRole('button', { name: 'anna@gmail.com' }).click()
  await expect(email).toHaveValue('anna@gmail.com')
  await expect(email).toBeFocused()
  await expect(suggestion).toHaveCount(0)
})

test('e-mail suggestion: a failing service shows nothing and the form still sends', async ({ page, server }) => {
  await openForms(page, '/feedback/')
  await page.route('**/api/email-suggestions/', (route) => route.fulfill({ status: 500, body: 'down' }))
  const before = storedRequests(server.dbPath, 'feedback').length
  const form = page.locator('#feedback_form')
  await form.getByRole('textbox', { name: 'Имя' }).fill('Олег')
  await form.getByRole('textbox', { name: 'E-mail' }).fill('oleg@gmail.con')
  await form.getByRole('textbox', { name: 'Телефон' }).fill('9261234567')
  await form.getByRole('checkbox').check()
  await form.getByRole('button').click()
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
  await expect(form.locator('.email-suggestion')).toHaveCount(0)
  expect(storedRequests(server.dbPath, 'feedback').slice(before)).toEqual([
    { name: 'Олег', email: 'oleg@gmail.con', number: '+7 ( 926 ) 123 - 45 - 67', consent_to_terms: true },
  ])
})

test.describe('bad input and faults keep what the visitor typed', () => {
  async function fillContacts(page: Page, question: string) {
    const form = page.locator('#question-form')
    await form.getByRole('textbox', { name: 'Имя' }).fill('Анна')
    await form.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com')
    await form.getByRole('textbox', { name: 'Телефон' }).fill('9161234567')
    await form.getByRole('textbox', { name: 'Ваш вопрос' }).fill(question)
    await form.getByRole('checkbox').check()
    return form
  }

  test('a 2 MB question: the server refuses the body, the form says so and keeps the text', async ({ page, server }) => {
    await openForms(page, '/contacts/')
    const before = storedRequests(server.dbPath, 'contacts').length
    const question = 'Очень длинный вопрос. '.repeat(50_000)
    const form = await fillContacts(page, question)
    await form.getByRole('button', { name: 'Отправить' }).click()
    await expect(form.getByRole('alert')).toHaveText('Сообщение слишком длинное. Сократите текст и отправьте ещё раз.')
    await expect(form.getByRole('textbox', { name: 'Ваш вопрос' })).toHaveValue(question)
    expect(storedRequests(server.dbPath, 'contacts')).toHaveLength(before)
  })

  test('without the CSRF cookie the server refuses; the general message, nothing lost', async ({ page, server }) => {
    await openForms(page, '/contacts/')
    const before = storedRequests(server.dbPath, 'contacts').length
    await page.context().clearCookies()
    const form = await fillContacts(page, 'Вопрос без cookie')
    await form.getByRole('button', { name: 'Отправить' }).click()
    await expect(form.getByRole('alert')).toHaveText('Произошла ошибка. Попробуйте еще раз позже.')
    await expect(form.getByRole('textbox', { name: 'Ваш вопрос' })).toHaveValue('Вопрос без cookie')
    expect(storedRequests(server.dbPath, 'contacts')).toHaveLength(before)
  })

  test('a network failure: the general message, nothing lost', async ({ page }) => {
    await openForms(page, '/contacts/')
    await page.route('**/forms/contacts/', (route) => route.abort('internetdisconnected'))
    const form = await fillContacts(page, 'Вопрос в пустоту')
    await form.getByRole('button', { name: 'Отправить' }).click()
    await expect(form.getByRole('alert')).toHaveText('Произошла ошибка. Попробуйте еще раз позже.')
    await expect(form.getByRole('textbox', { name: 'Ваш вопрос' })).toHaveValue('Вопрос в пустоту')
  })
})
