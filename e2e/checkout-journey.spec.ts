import Database from 'better-sqlite3'
import type { Locator, Page } from '@playwright/test'
import type { Device, PhoneNumber, Tariff } from '../shared/api/types'
import { budgetForPages, expect, expectTakenByRuntime, pressable, pressWhenTaken, test } from './fixtures'

/**
 * Issue 4's whole flow, as a visitor goes through it: add a number, a tariff and a device
 * on their card pages, open /order/, change the rent period and the refill, apply a
 * promocode, fill the form with courier delivery and a date, place the order, and find it
 * in the database with its lines. Once by pointer, once by keyboard alone.
 */

interface Goods {
  number: PhoneNumber
  tariff: Tariff
  device: Device
}

/** A rentable, refillable number, and the first tariff and device of the catalogue. */
async function chooseGoods(page: Page): Promise<Goods> {
  const get = async <T>(url: string) => ((await (await page.request.get(url)).json()) as { results: T[] }).results
  const number = (await get<PhoneNumber>('/api/catalog/numbers/?rent=true&page_size=50')).find((n) => n.is_refill_allowed)
  expect(number, 'a rentable, refillable number in the seed').toBeTruthy()
  const [tariff] = await get<Tariff>('/api/catalog/tariffs/?page_size=1')
  const [device] = await get<Device>('/api/catalog/devices/?page_size=1')
  return { number: number!, tariff: tariff!, device: device! }
}

/** Card pages on this server; `absolute_url` is the path (numbers and tariffs add host_url in front). */
const cardUrl = (item: { absolute_url: string }) => item.absolute_url

/** The order's row and lines as stored, read from the server's SQLite file. */
function storedOrder(dbPath: string, id: number) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Record<string, unknown>
    const items = db
      .prepare('SELECT number_id, tariff_id, device_id, sim_type_id, rent_period, refill FROM order_items WHERE order_id = ? ORDER BY position')
      .all(id)
    return { order, items }
  } finally {
    db.close()
  }
}

/** What both runs must have stored for the goods, with rent 6 months, refill and WELCOME500. */
function expectStored(dbPath: string, url: string, goods: Goods, clientName: string, day: string) {
  const id = Number(/\/order\/result\/(\d+)\/$/.exec(url)?.[1])
  const { order, items } = storedOrder(dbPath, id)
  expect(items).toEqual([
    { number_id: goods.number.id, tariff_id: null, device_id: null, sim_type_id: 4, rent_period: 6, refill: 1 },
    { number_id: null, tariff_id: goods.tariff.id, device_id: null, sim_type_id: null, rent_period: null, refill: 0 },
    { number_id: null, tariff_id: null, device_id: goods.device.id, sim_type_id: null, rent_period: null, refill: 0 },
  ])
  expect(order).toMatchObject({
    client_name: clientName,
    client_email: 'anna@example.com',
    client_phones: '["+79161234567"]',
    delivery_type: '1',
    delivery_city: 'Москва',
    delivery_address: 'ул. Арбат, д. 5',
    delivery_date_from: `${day} 10:00:00`,
    delivery_date_to: `${day} 18:00:00`,
    promocode: 'WELCOME500',
    promocode_discount: 50_000,
  })
}

const dataDay = async (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement).dataset.date ?? '')

test.describe('the whole checkout', () => {
  test('by pointer: card pages → /order/ → options, promocode, courier form → the order is stored', async ({ page, server }) => {
    await page.goto('/')
    const goods = await chooseGoods(page)

    for (const url of [cardUrl(goods.number), cardUrl(goods.tariff), cardUrl(goods.device)]) {
      await page.goto(url)
      const add = pressable(page.locator('.card-cart').first())
      await expect(add).toHaveText('В корзину')
      await pressWhenTaken(page.locator('.card-cart').first())
      await expect(add).toHaveText('Оформить')
    }
    await page.locator('.card-cart').first().getByRole('button', { name: 'Оформить' }).click()
    await expect(page).toHaveURL(/\/order\/$/)

    const cart = page.locator('[data-island="order-cart"]')
    const numberLine = cart.getByRole('listitem').filter({ has: page.getByRole('link', { name: goods.number.number }) })
    await numberLine.getByRole('combobox', { name: 'Срок аренды' }).selectOption('6')
    await numberLine.getByRole('checkbox', { name: 'Пополнить баланс номера' }).check()
    await expect(numberLine.getByRole('checkbox', { name: 'Пополнить баланс номера' })).toBeEnabled()
    await cart.getByRole('textbox', { name: 'Промокод' }).fill('WELCOME500')
    await cart.getByRole('button', { name: 'Применить' }).click()
    await expect(cart.getByText('Скидка по промокоду WELCOME500')).toBeVisible()

    const form = page.locator('#order-form')
    await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна Смирнова')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.com')
    await form.getByRole('textbox', { name: 'Телефон', exact: true }).pressSequentially('89161234567')
    await form.getByRole('textbox', { name: 'Город', exact: true }).fill('Москва')
    await form.getByRole('radio', { name: /Курьером/ }).check()
    await expect(cart.getByText('Доставка', { exact: true })).toBeVisible()
    await form.getByRole('textbox', { name: 'Адрес доставки' }).fill('ул. Арбат, д. 5')
    await form.getByRole('button', { name: 'Выбрать дату в календаре' }).click()
    // The calendar comes with its first press (a React part): the visitor sees it, then picks a day.
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    const day = await dataDay(page)
    await page.keyboard.press('Enter')
    await form.getByLabel('Время с').fill('10:00')
    await form.getByLabel('Время до').fill('18:00')
    await form.getByRole('button', { name: 'Оформить заказ' }).click()

    await expect(page).toHaveURL(/\/order\/result\/\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ № \d+ оформлен$/)
    await expect(page.getByText('Промокод WELCOME500')).toBeVisible()
    await expect(page.getByText('+7 (916) 123-45-67', { exact: true })).toBeVisible()
    await expect(page.getByText('Номер оформляется на паспорт: возьмите его с собой, когда будете получать SIM-карту.')).toBeVisible()
    // What happens next: the manager's call to the phone given, the courier's day and hours, the payment.
    const next = page.getByRole('region', { name: 'Что дальше' })
    await expect(next.getByRole('listitem')).toHaveText([
      'Звонок менеджера. Менеджер позвонит вам на +7 (916) 123-45-67, чтобы подтвердить состав заказа, доставку и оплату. Ежедневно с 9:00 до 21:00 по Москве.',
      /^Доставка курьером\. Курьер привезёт заказ \d{1,2} [а-я]+ \d{4}, с 10:00 до 18:00 по адресу: Москва, ул\. Арбат, д\. 5\.$/,
      'Паспорт. Номер оформляется на паспорт: возьмите его с собой, когда будете получать SIM-карту.',
      'Оплата. Наличными при получении.',
    ])
    expectStored(server.dbPath, page.url(), goods, 'Анна Смирнова', day)
  })

  test('by keyboard alone: the same checkout with Tab, typing, arrows, Space and Enter', async ({ page, server }) => {
    // Four pages (three cards and /order/), each walked by Tab from its top: a page's budget for each.
    budgetForPages(4)
    await page.goto('/')
    const goods = await chooseGoods(page)

    for (const url of [cardUrl(goods.number), cardUrl(goods.tariff), cardUrl(goods.device)]) {
      await page.goto(url)
      const add = pressable(page.locator('.card-cart').first())
      await expect(add).toHaveText('В корзину')
      // Until the runtime has taken the host, Enter would follow the server's link to this page.
      await expectTakenByRuntime(page.locator('.card-cart').first())
      await tabTo(page, add)
      await page.keyboard.press('Enter')
      await expect(add).toHaveText('Оформить')
    }
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/order\/$/)

    const cart = page.locator('[data-island="order-cart"]')
    const numberLine = cart.getByRole('listitem').filter({ has: page.getByRole('link', { name: goods.number.number }) })
    const rent = numberLine.getByRole('combobox', { name: 'Срок аренды' })
    await expect(rent).toBeEnabled()
    await tabTo(page, rent)
    // A closed select steps through its options with the arrow keys: buying → 3 … → 6 months.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown')
    await expect(rent).toHaveValue('6')
    const refill = numberLine.getByRole('checkbox', { name: 'Пополнить баланс номера' })
    await expect(refill).toBeEnabled()
    await tabTo(page, refill)
    await page.keyboard.press('Space')
    await expect(refill).toBeChecked()
    await expect(refill).toBeEnabled()

    await tabTo(page, cart.getByRole('textbox', { name: 'Промокод' }))
    await page.keyboard.type('WELCOME500')
    await page.keyboard.press('Enter')
    await expect(cart.getByText('Скидка по промокоду WELCOME500')).toBeVisible()

    const form = page.locator('#order-form')
    const type = async (control: Locator, text: string) => {
      await tabTo(page, control)
      await page.keyboard.type(text)
    }
    await type(form.getByRole('textbox', { name: 'Имя', exact: true }), 'Анна Клавиатурная')
    await type(form.getByRole('textbox', { name: 'E-mail', exact: true }), 'anna@example.com')
    await type(form.getByRole('textbox', { name: 'Телефон', exact: true }), '89161234567')
    await type(form.getByRole('textbox', { name: 'Город', exact: true }), 'Москва')
    const courier = form.getByRole('radio', { name: /Курьером/ })
    if (!(await courier.isChecked())) {
      await tabTo(page, form.getByRole('radio', { checked: true, name: /Самовывоз|Курьером|Доставка/ }))
      await page.keyboard.press('ArrowUp')
    }
    await expect(courier).toBeChecked()
    await type(form.getByRole('textbox', { name: 'Адрес доставки' }), 'ул. Арбат, д. 5')
    const opener = form.getByRole('button', { name: 'Выбрать дату в календаре' })
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    const day = await dataDay(page)
    await page.keyboard.press('Enter')
    await expect(opener).toBeFocused()
    for (const [label, time] of [
      ['Время с', '10:00'],
      ['Время до', '18:00'],
    ] as const) {
      const input = form.getByLabel(label)
      if ((await input.inputValue()) !== time) await type(input, time.replace(':', ''))
      await expect(input).toHaveValue(time)
    }
    await tabTo(page, form.getByRole('button', { name: 'Оформить заказ' }))
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/order\/result\/\d+\/$/)
    expectStored(server.dbPath, page.url(), goods, 'Анна Клавиатурная', day)
  })
})

/**
 * Presses Tab until `target` has focus, as a keyboard user would, and fails if it never
 * does within `max` presses (unreachable by keyboard).
 */
async function tabTo(page: Page, target: Locator, max = 400): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`not reachable with ${max} Tab presses: ${target.toString()}`)
}
