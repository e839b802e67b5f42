import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { budgetForPages, expect, test } from './fixtures'

interface Tariff {
  id: number
  name: string
}

/** Puts the first catalogue tariff into this visitor's cart through the API, then opens /order/. */
async function openOrderWithTariff(page: Page): Promise<Tariff> {
  // Not /order/ itself: its cart island reloads the page when the cart stops being empty.
  await page.goto('/')
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
  const { results } = (await (await page.request.get('/api/catalog/tariffs/?page_size=1')).json()) as { results: Tariff[] }
  const tariff = results[0]!
  const added = await page.request.post('/api/cart/items/', { data: { tariff: tariff.id }, headers: { 'X-CSRFToken': csrf } })
  expect(added.status()).toBe(201)
  await page.goto('/order/')
  await expect(page.locator('[data-island="checkout"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' })).toBeEnabled()
  return tariff
}

/** Fills the contact and courier fields; the date is picked in the calendar, `days` after today. */
async function fillCourierOrder(page: Page, days = 2): Promise<void> {
  await box(page, 'Имя').fill('Иван Петров')
  await box(page, 'E-mail').fill('ivan@example.com')
  await box(page, 'Телефон').pressSequentially('89123456789')
  await expect(box(page, 'Телефон')).toHaveValue('+7 ( 912 ) 345 - 67 - 89')
  await box(page, 'Город').fill('Москва')
  await box(page, 'Адрес доставки').fill('ул. Тверская, д. 1')
  await pickDate(page, days)
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Opens the calendar, moves `days` right from today with the arrow key and picks with Enter. */
async function pickDate(page: Page, days: number): Promise<string> {
  const opener = page.getByRole('button', { name: 'Выбрать дату в календаре' })
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('button[aria-current="date"]')).toBeFocused()
  for (let i = 0; i < days; i++) await page.keyboard.press('ArrowRight')
  const iso = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date ?? '')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  const [y, m, d] = iso.split('-')
  await expect(box(page, 'Дата доставки')).toHaveValue(`${d}.${m}.${y}`)
  return iso
}

test.describe('checkout form on /order/', () => {
  test('a courier order with a date from the calendar is placed and stored with the window in :00 seconds', async ({ page }) => {
    // The data layer lives in the page that is left on success; keep what it receives.
    await page.addInitScript(() => {
      const layer: unknown[] = []
      layer.push = (...entries: unknown[]) => {
        sessionStorage.setItem('dataLayer', JSON.stringify([...JSON.parse(sessionStorage.getItem('dataLayer') ?? '[]'), ...entries]))
        return Array.prototype.push.apply(layer, entries)
      }
      ;(window as { dataLayer?: unknown[] }).dataLayer = layer
    })
    const tariff = await openOrderWithTariff(page)
    await expect(page.getByText('Доставка: 300 ₽')).toBeVisible()
    await box(page, 'Имя').fill('Иван Петров')
    await box(page, 'E-mail').fill('ivan@example.com')
    await box(page, 'Телефон').pressSequentially('89123456789')
    await box(page, 'Город').fill('Москва')
    await box(page, 'Адрес доставки').fill('ул. Тверская, д. 1')
    const iso = await pickDate(page, 3)
    await page.getByLabel('Время с').fill('11:30')
    await page.getByLabel('Время до').fill('15:00')
    await page.getByLabel('Комментарий для курьера').fill('Домофон 12')
    await page.getByRole('button', { name: 'Показать все' }).click()
    await expect(page.getByRole('button', { name: 'Показать все' })).toBeHidden()
    // The payment button's label (the footer names the payment methods too).
    await page.locator('#order-form').getByText('Онлайн на сайте', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Онлайн на сайте' })).toBeChecked()

    await page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(page).toHaveURL(/\/order\/result\/\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ № \d+ оформлен$/)
    const id = /\/order\/result\/(\d+)\//.exec(page.url())![1]

    const order = (await (await page.request.get(`/api/orders/${id}/`)).json()) as Record<string, unknown> & {
      items: { tariff: { id: number } | null }[]
    }
    expect(order.items.map((item) => item.tariff?.id)).toEqual([tariff.id])
    expect(order).toMatchObject({
      client_name: 'Иван Петров',
      client_phones: ['+79123456789'],
      delivery_type: '1',
      delivery_city: 'Москва',
      delivery_address: 'ул. Тверская, д. 1',
      delivery_date_from: `${iso} 11:30:00`,
      delivery_date_to: `${iso} 15:00:00`,
      comment: 'Домофон 12',
      payment_type: 'online',
      delivery_price: '300.00',
    })
    const pushed = JSON.parse((await page.evaluate(() => sessionStorage.getItem('dataLayer'))) ?? '[]') as unknown[]
    expect(pushed).toEqual([
      {
        event: 'checkout',
        ecommerce: { currencyCode: 'RUB', checkout: { products: [expect.objectContaining({ name: tariff.name, quantity: 1 })] } },
      },
    ])
  })

  test('server field, phone, date and payment errors land on their fields and the first one gets focus', async ({ page }) => {
    await openOrderWithTariff(page)
    await fillCourierOrder(page)
    await page.getByRole('button', { name: 'Добавить телефон' }).click()
    await box(page, 'Дополнительный телефон 1').pressSequentially('9001234567')
    // What the client validated is changed on the wire, so the server's own checks answer.
    await page.route('**/api/orders/', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
      await route.continue({
        postData: JSON.stringify({
          ...body,
          client_email: 'ivan@example',
          client_phones: [(body.client_phones as string[])[0], '+7 ( 900 ) 123'],
          delivery_date_from: '31.02.2026 10:00:00',
          payment_type: 'bitcoin',
        }),
      })
    })
    await page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' }).click()

    const email = box(page, 'E-mail')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Введите корректный e-mail')
    await expect(box(page, 'Дополнительный телефон 1')).toHaveAccessibleDescription('Введите корректный номер телефона.')
    await expect(box(page, 'Телефон')).not.toHaveAttribute('aria-invalid')
    await expect(box(page, 'Дата доставки')).toHaveAccessibleDescription('Укажите дату доставки.')
    await expect(page.getByRole('radio', { name: 'Наличными при получении' })).toHaveAccessibleDescription(
      'Значения «bitcoin» нет среди допустимых вариантов.',
    )
    await expect(email).toBeFocused()
    await expect(page).toHaveURL(/\/order\/$/)
  })

  test('a cart emptied in another tab: the server says so in the cart error area, which gets focus', async ({ page }) => {
    await openOrderWithTariff(page)
    await fillCourierOrder(page)
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
    expect((await page.request.delete('/api/cart/', { headers: { 'X-CSRFToken': csrf } })).status()).toBe(204)

    await page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Корзина пуста.' })
    await expect(alert).toBeVisible()
    await expect(alert).toBeFocused()
    await expect(page).toHaveURL(/\/order\/$/)
  })

  test('client validation: inline messages on blur and on submit, nothing sent', async ({ page }) => {
    await openOrderWithTariff(page)
    let posted = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/orders/')) posted += 1
    })
    await box(page, 'Имя').fill('Я')
    await box(page, 'Имя').blur()
    await expect(box(page, 'Имя')).toHaveAccessibleDescription('В имени должно быть не менее двух символов.')
    await page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(box(page, 'Имя')).toBeFocused()
    await expect(box(page, 'E-mail')).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    await expect(box(page, 'Дата доставки')).toHaveAccessibleDescription('Укажите дату доставки.')
    await page.getByRole('radio', { name: /Самовывоз/ }).check()
    await expect(page.getByText('Доставка: бесплатно')).toBeVisible()
    await expect(box(page, 'Дата доставки')).toBeHidden()
    expect(posted).toBe(0)
  })

  test('has no axe violations empty, with errors shown, and with the courier fields and calendar open', async ({ page }) => {
    // Four states, an axe run each: a page's budget for each (it outlasted one under load).
    budgetForPages(4)
    await openOrderWithTariff(page)
    await expectNoAxeViolations(page, '/order/ with the form empty')
    await page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(box(page, 'Имя')).toBeFocused()
    await expectNoAxeViolations(page, '/order/ with errors shown')
    await page.getByRole('radio', { name: /Самовывоз/ }).check()
    await page.getByRole('radio', { name: /Курьером/ }).check()
    await expect(box(page, 'Адрес доставки')).toBeVisible()
    await page.getByRole('button', { name: 'Показать все' }).click()
    await expectNoAxeViolations(page, '/order/ with the courier fields open and all payment buttons')
    await page.getByRole('button', { name: 'Выбрать дату в календаре' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page, '/order/ with the calendar open')
  })

  for (const width of [390, 1280]) {
    test(`an empty cart at ${width} px: «Корзина пуста» and the catalogues, no order form`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/order/')
      const cart = page.locator('[data-island="order-cart"]')
      await expect(cart.getByText('Корзина пуста')).toBeVisible()
      await expect(cart.getByRole('link', { name: 'Выбрать номер' })).toHaveAttribute('href', '/numbers/')
      await expect(cart.getByRole('link', { name: 'подобрать тариф' })).toHaveAttribute('href', '/tariffs/')
      await expect(page.getByRole('region', { name: 'Оформление заказа' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Оформить заказ' })).toHaveCount(0)
      await expect(page.locator('[data-island="checkout"]')).toHaveCount(0)
      // The message stands where the page's content starts, not in the summary's column of a filled cart.
      const [content, empty] = await Promise.all([
        page.getByRole('heading', { name: 'Корзина', level: 1 }).boundingBox(),
        cart.getByText('Корзина пуста').boundingBox(),
      ])
      expect(Math.round(empty!.x)).toBe(Math.round(content!.x))
    })
  }
})

test.describe('checkout form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('«Добавить телефон» and «Показать все» re-render the form, and the plain post places the order', async ({ page }) => {
    await page.goto('/')
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
    const { results } = (await (await page.request.get('/api/catalog/tariffs/?page_size=1')).json()) as { results: Tariff[] }
    await page.request.post('/api/cart/items/', { data: { tariff: results[0]!.id }, headers: { 'X-CSRFToken': csrf } })
    await page.goto('/order/')

    await box(page, 'Имя').fill('Анна Смирнова')
    await box(page, 'E-mail').fill('anna@example.com')
    await box(page, 'Телефон').fill('+7 (912) 345-67-89')
    await page.getByRole('button', { name: 'Добавить телефон' }).click()
    await expect(box(page, 'Имя')).toHaveValue('Анна Смирнова')
    await box(page, 'Дополнительный телефон 1').fill('+7 (900) 123-45-67')
    await page.getByRole('button', { name: 'Показать все' }).click()
    await page.locator('#order-form').getByText('Через СБП по QR-коду', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Через СБП по QR-коду' })).toBeChecked()

    await box(page, 'Город').fill('Москва')
    await box(page, 'Адрес доставки').fill('ул. Тверская, д. 1')
    const day = new Date(Date.now() + 5 * 86_400_000)
    const [d, m, y] = [String(day.getDate()).padStart(2, '0'), String(day.getMonth() + 1).padStart(2, '0'), day.getFullYear()]
    await box(page, 'Дата доставки').fill(`${d}.${m}.${y}`)
    await page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' }).click()

    await expect(page).toHaveURL(/\/order\/result\/\d+\/$/)
    const id = /\/order\/result\/(\d+)\//.exec(page.url())![1]
    const order = (await (await page.request.get(`/api/orders/${id}/`)).json()) as Record<string, unknown>
    expect(order).toMatchObject({
      client_phones: ['+79123456789', '+79001234567'],
      payment_type: 'sbp',
      delivery_date_from: `${y}-${m}-${d} 10:00:00`,
      delivery_date_to: `${y}-${m}-${d} 18:00:00`,
    })
  })
})
