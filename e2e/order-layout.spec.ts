import Database from 'better-sqlite3'
import type { Locator, Page } from '@playwright/test'
import { expect, FULL_DEMO_DATA, test } from './fixtures'

test.use({ serverEnv: FULL_DEMO_DATA })

/** Puts the first catalogue tariff into this visitor's cart through the API, then opens /order/ with the form live. */
async function openOrderWithTariff(page: Page): Promise<void> {
  // Not /order/ itself: its cart island reloads the page when the cart stops being empty.
  await page.goto('/')
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
  const { results } = (await (await page.request.get('/api/catalog/tariffs/?page_size=1')).json()) as { results: { id: number }[] }
  const added = await page.request.post('/api/cart/items/', { data: { tariff: results[0]!.id }, headers: { 'X-CSRFToken': csrf } })
  expect(added.status()).toBe(201)
  await page.goto('/order/')
  await expect(page.locator('[data-island="checkout"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(formOf(page).getByRole('button', { name: 'Оформить заказ' })).toBeEnabled()
}

const cartOf = (page: Page) => page.locator('[data-island="order-cart"]')
const formOf = (page: Page) => page.getByRole('region', { name: 'Оформление заказа' })
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

async function rect(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

/** The order's row as stored, read from the server's SQLite file. */
function storedOrder(dbPath: string, id: number): Record<string, unknown> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Record<string, unknown>
  } finally {
    db.close()
  }
}

test.describe('/order/ laid out as a checkout', () => {
  test('at 1280 × 800: the form on the left, the cart with its total beside it on the right, in view while the form scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openOrderWithTariff(page)
    const form = await rect(formOf(page))
    const cart = await rect(cartOf(page))
    expect(cart.x).toBeGreaterThanOrEqual(form.x + form.width)
    expect(Math.abs(cart.y - form.y)).toBeLessThanOrEqual(4)
    // The total is in the first screen already.
    await expect(cartOf(page).locator('.site-cart__total')).toBeInViewport()

    // Halfway down the form the summary has stuck under the header, whole and on screen.
    await page.evaluate(() => window.scrollBy(0, 400))
    const header = await rect(page.getByRole('banner'))
    await expect.poll(async () => (await rect(cartOf(page))).y).toBeGreaterThanOrEqual(header.y + header.height)
    const stuck = await rect(cartOf(page))
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(800)
    await expect(cartOf(page).locator('.site-cart__total')).toBeInViewport()

    // At the form's «Оформить заказ» the total is still on screen beside it.
    const submit = formOf(page).getByRole('button', { name: 'Оформить заказ' })
    await submit.scrollIntoViewIfNeeded()
    const button = await rect(submit)
    const total = await rect(cartOf(page).locator('.site-cart__total'))
    await expect(cartOf(page).locator('.site-cart__total')).toBeInViewport()
    expect(total.x).toBeGreaterThanOrEqual(button.x + button.width)
    expect(total.y).toBeGreaterThanOrEqual(header.y + header.height)
  })

  test('at 390 × 844: one column, the cart above the form, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openOrderWithTariff(page)
    const form = await rect(formOf(page))
    const cart = await rect(cartOf(page))
    expect(cart.y + cart.height).toBeLessThanOrEqual(form.y)
    expect(Math.round(cart.x)).toBe(Math.round(form.x))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('«Оформить заказ» in the order summary', () => {
  const summarySubmit = (page: Page) => cartOf(page).getByRole('button', { name: 'Оформить заказ' })

  test('at 1280 × 800: in the sticky summary beside the form; with the fields empty it shows their errors and focuses the first; filled in, it places the order', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openOrderWithTariff(page)
    const form = await rect(formOf(page))
    await expect(summarySubmit(page)).toBeInViewport()
    expect((await rect(summarySubmit(page))).x).toBeGreaterThanOrEqual(form.x + form.width)
    // Halfway down the form it is still on screen, stuck with the summary.
    await page.evaluate(() => window.scrollBy(0, 400))
    await expect(summarySubmit(page)).toBeInViewport()

    // By keyboard: the summary comes before the form, so Tab meets its button before the fields.
    await summarySubmit(page).focus()
    await page.keyboard.press('Enter')
    await expect(box(page, 'Имя')).toBeFocused()
    for (const name of ['Имя', 'E-mail', 'Телефон']) await expect(box(page, name)).toHaveAccessibleDescription('Пожалуйста, заполните это поле')

    await box(page, 'Имя').fill('Пётр Сводкин')
    await box(page, 'E-mail').fill('petr@example.com')
    await box(page, 'Телефон').pressSequentially('89123456789')
    await box(page, 'Город').fill('Москва')
    await page.getByRole('radio', { name: /Самовывоз/ }).check()
    await summarySubmit(page).click()
    await expect(page).toHaveURL(/\/order\/result\/\d+\/$/)
    const id = Number(/\/order\/result\/(\d+)\//.exec(page.url())![1])
    expect(storedOrder(server.dbPath, id)).toMatchObject({
      client_name: 'Пётр Сводкин',
      client_email: 'petr@example.com',
      delivery_type: '2',
      city: 'Москва',
    })
  })

  test('at 390 × 844: hidden in the one column, where the form’s own, at its end, is the one «Оформить заказ»', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openOrderWithTariff(page)
    await expect(summarySubmit(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Оформить заказ' })).toHaveCount(1)
    await expect(formOf(page).getByRole('button', { name: 'Оформить заказ' })).toBeVisible()
  })
})

test.describe('delivery: pick-up or courier', () => {
  test('pick-up shows its address and hours and hides the courier fields; courier brings them back', async ({ page }) => {
    await openOrderWithTariff(page)
    const pickup = page.locator('.site-checkout__pickup')
    const callBefore = page.getByRole('checkbox', { name: 'Позвонить перед доставкой' })
    await expect(pickup).toBeHidden()
    await expect(callBefore).toBeVisible()

    await page.getByRole('radio', { name: /Самовывоз/ }).check()
    await expect(pickup).toBeVisible()
    await expect(pickup.getByRole('definition')).toHaveText(['Москва, ул. Тверская, д. 1, офис 101', 'Ежедневно с 9:00 до 21:00'])
    await expect(pickup.getByRole('term')).toHaveText(['Адрес', 'Часы работы'])
    for (const name of ['Адрес доставки', 'Дата доставки']) await expect(box(page, name)).toBeHidden()
    await expect(callBefore).toBeHidden()
    await expect(page.getByRole('button', { name: 'Выбрать дату в календаре' })).toBeHidden()
    // The summary beside the form counts no delivery for a pick-up (its island wakes on the choice).
    const summaryDelivery = page.locator('[data-island="order-cart"]').getByText('Доставка', { exact: true })
    await expect(summaryDelivery).toHaveCount(0)

    await page.getByRole('radio', { name: /Курьером/ }).check()
    await expect(summaryDelivery).toBeVisible()
    await expect(pickup).toBeHidden()
    for (const name of ['Адрес доставки', 'Дата доставки']) await expect(box(page, name)).toBeVisible()
    await expect(callBefore).toBeVisible()
  })

  test('a pick-up order is placed without the courier fields and stored without them', async ({ page, server }) => {
    await openOrderWithTariff(page)
    await box(page, 'Имя').fill('Ольга Самовывозова')
    await box(page, 'E-mail').fill('olga@example.com')
    await box(page, 'Телефон').pressSequentially('89123456789')
    await box(page, 'Город').fill('Москва')
    // Typed and ticked for the courier first, then pick-up is chosen: none of it goes with the order.
    await box(page, 'Адрес доставки').fill('ул. Арбат, д. 5')
    await page.getByRole('checkbox', { name: 'Позвонить перед доставкой' }).check()
    await page.getByRole('radio', { name: /Самовывоз/ }).check()
    await page.getByLabel('Комментарий к заказу').fill('Заберу вечером')
    await formOf(page).getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(page).toHaveURL(/\/order\/result\/\d+\/$/)
    const id = Number(/\/order\/result\/(\d+)\//.exec(page.url())![1])
    expect(storedOrder(server.dbPath, id)).toMatchObject({
      client_name: 'Ольга Самовывозова',
      delivery_type: '2',
      city: 'Москва',
      delivery_city: null,
      delivery_address: null,
      delivery_date_from: null,
      delivery_date_to: null,
      delivery_price: 0,
      comment: 'Заберу вечером',
      flags: '{}',
    })
  })
})
