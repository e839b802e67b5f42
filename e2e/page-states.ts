import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { islandsSettled } from './demo-pages'
import { expect, pressable } from './fixtures'
import { BREAKPOINTS } from './page-fit'
import { smsCode } from './sms'

/**
 * The visitor clicks into the header's search field. The pointer's arrival wakes its island
 * (`interaction`), which can swap the server's searchbox for its combobox while the click is on its
 * way; the click then goes to the field as it is by then, as the visitor's second try would.
 */
export async function clickSearchField(page: Page): Promise<void> {
  const name = 'Поиск по сайту'
  await page.getByRole('searchbox', { name }).or(page.getByRole('combobox', { name })).click()
}

/**
 * The states a page reaches only by use (dialogs open, forms with their errors shown, the header's
 * menus and suggestions open, the calculator's results, a filled cart…), each with the way to reach
 * it from a fresh page: e2e/axe-states.spec.ts runs axe in each, e2e/phone-fit.spec.ts checks that
 * each fits a phone's width.
 */

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await islandsSettled(page)
}

const REQUIRED = 'Пожалуйста, заполните это поле'
const CONSENT = 'Подтвердите согласие на обработку персональных данных'

/** A state: how to reach it from a fresh page at `width`, and what shows it is reached. */
interface State {
  name: string
  reach(page: Page, width: number): Promise<void>
}

const isPhone = (width: number) => width < 576

/** Below lg the region and the greeting are in the header's menu (static/css/header.css). */
const inHeaderMenu = (width: number) => width < BREAKPOINTS.lg

/** Opens the header's menu (its panel: the navigation, and below lg the region and the greeting). */
export async function openHeaderMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Меню' })
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
}

/** Presses the header's region (from the menu below lg): its dialog opens. */
async function pressRegion(page: Page, width: number): Promise<void> {
  if (inHeaderMenu(width)) await openHeaderMenu(page)
  await pressable(page, /^Регион: /).click()
}

export const STATES: State[] = [
  {
    name: 'the callback dialog with its errors shown',
    async reach(page) {
      await open(page, '/')
      await page.getByRole('button', { name: 'Заказать звонок' }).click()
      const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' })
      await dialog.getByRole('button', { name: 'Отправить' }).click()
      await expect(dialog.getByRole('textbox', { name: 'Имя', exact: true })).toHaveAccessibleDescription(REQUIRED)
    },
  },
  {
    name: 'the success dialog',
    async reach(page) {
      await open(page, '/')
      await page.getByRole('button', { name: 'Заказать звонок' }).click()
      const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' })
      await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна')
      await dialog.getByRole('textbox', { name: 'Телефон', exact: true }).fill('9161234567')
      await dialog.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: 'Отправить' }).click()
      await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
    },
  },
  ...(['number', 'tariff'] as const).map((kind): State => ({
    name: `the ${kind} selection dialog with its errors shown`,
    async reach(page) {
      await open(page, kind === 'number' ? '/numbers/' : '/tariffs/')
      await page.getByRole('button', { name: kind === 'number' ? 'Подобрать номер' : 'Подобрать тариф' }).click()
      const dialog = page.getByRole('dialog', { name: kind === 'number' ? 'Подбор номера' : 'Подбор тарифа' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Отправить' }).click()
      await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(CONSENT)
    },
  })),
  {
    name: 'the region dialog with its full list',
    async reach(page, width) {
      await open(page, '/')
      await pressRegion(page, width)
      const dialog = page.getByRole('dialog', { name: 'Выберите свой регион' })
      await dialog.getByRole('button', { name: 'Полный список' }).click()
      await expect(dialog.getByRole('heading', { name: 'С', exact: true })).toBeVisible()
    },
  },
  {
    name: 'the age dialog, then its denied dialog',
    async reach(page) {
      await open(page, '/devices/type/umnye-chasy/')
      const ask = page.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' })
      await expect(ask).toBeVisible()
      await expectNoAxeViolations(page, 'the age dialog')
      await ask.getByRole('button', { name: 'Нет' }).click()
      await expect(ask).toBeHidden()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  ...(['/contacts/', '/cooperation/', '/feedback/', '/sell-number/'] as const).map((path): State => ({
    name: `${path} with its errors shown`,
    async reach(page) {
      await open(page, path)
      // Every form of the page (the feedback page has two), each submitted empty.
      for (const form of await page.locator('main form[method="post"]').all()) {
        await form.locator('button[type="submit"]').last().click()
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
      }
    },
  })),
  {
    name: 'the header search with suggestions open',
    async reach(page, width) {
      await open(page, '/')
      // The search's island mounts on the first pointer or focus in it: a phone's «Поиск» link
      // becomes the button that opens the dialog, the desktop's field becomes the combobox.
      if (isPhone(width)) {
        await page.getByRole('link', { name: 'Поиск', exact: true }).focus()
        await page.getByRole('button', { name: 'Поиск', exact: true }).click()
      } else await clickSearchField(page)
      const box = page.getByRole('combobox', { name: 'Поиск по сайту' }).filter({ visible: true })
      await box.fill('тариф')
      await expect(page.getByRole('grid').filter({ visible: true }).getByRole('gridcell').first()).toBeVisible()
    },
  },
  {
    name: 'the header menu open with its «Ещё»',
    async reach(page) {
      await open(page, '/')
      await openHeaderMenu(page)
      const more = page.getByRole('button', { name: 'Ещё' })
      await more.click()
      await expect(more).toHaveAttribute('aria-expanded', 'true')
    },
  },
  {
    name: 'the calculator results tab',
    async reach(page) {
      await open(page, '/tariffs/calculator/')
      await page.getByRole('button', { name: 'Показать тарифы' }).click()
      await expect(page.getByRole('tab', { name: 'Результаты' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel', { name: 'Результаты' }).getByRole('status')).toHaveText(/^(Найдено|Ничего)/)
    },
  },
  {
    name: 'the comparison with «Только различающиеся»',
    async reach(page) {
      await open(page, '/tariffs/')
      for (const index of [0, 1]) {
        const card = page.locator('.tariff-card').nth(index)
        await card.scrollIntoViewIfNeeded()
        await card.getByRole('button', { name: 'Сравнить' }).click()
        await expect(card.getByRole('link', { name: 'К сравнению' })).toBeVisible()
      }
      await open(page, '/tariffs/compare/')
      await page.getByRole('checkbox', { name: 'Только различающиеся' }).check()
      await expect(page.getByRole('table')).toBeVisible()
    },
  },
  {
    name: 'the coverage map in fullscreen',
    async reach(page) {
      await open(page, '/coverage/')
      await page.getByRole('button', { name: 'Развернуть карту' }).click()
      await expect(page.getByRole('button', { name: 'Свернуть карту' })).toHaveAttribute('aria-pressed', 'true')
    },
  },
  {
    name: 'signed in: the header greets the customer by phone, with «Выйти» (in its menu below lg)',
    async reach(page, width) {
      await page.goto('/')
      const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? ''
      // A phone of its own each time: the worker's server sends one code per phone a minute (429).
      const phone = `+7900555${String(++signIns).padStart(4, '0')}`
      const headers = { 'X-CSRFToken': csrf }
      expect((await page.request.post('/api/customers/send-signin-code/', { data: { phone_number: phone }, headers })).status()).toBe(200)
      const code = await smsCode(page, phone)
      expect((await page.request.post('/api/customers/confirm-signin-code/', { data: { phone_number: phone, code }, headers })).status()).toBe(200)
      await open(page, '/')
      if (inHeaderMenu(width)) await openHeaderMenu(page)
      await expect(page.getByRole('banner').getByText('Здравствуйте!')).toBeVisible()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible()
    },
  },
  {
    name: '/order/ with three items in the cart and the header cart open',
    async reach(page) {
      await putThreeItemsInCart(page)
      await open(page, '/order/')
      await expect(page.locator('[data-island="order-cart"] .site-cart__item')).toHaveCount(3)
      const toggle = page.getByRole('banner').getByRole('button', { name: /^Корзина.* 3 товара/ })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('banner').getByRole('region', { name: 'Содержимое корзины' }).getByRole('listitem')).toHaveCount(3)
    },
  },
  {
    name: "/order/ with the delivery date's calendar open",
    async reach(page) {
      await putThreeItemsInCart(page)
      await open(page, '/order/')
      await page.getByRole('button', { name: 'Выбрать дату в календаре' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(page.getByRole('dialog').getByRole('columnheader')).toHaveCount(7)
    },
  },
  {
    name: "/order/ with the server's errors on the form",
    async reach(page) {
      await putThreeItemsInCart(page)
      await open(page, '/order/')
      const box = (name: string) => page.getByRole('textbox', { name, exact: true })
      await box('Имя').fill('Иван Петров')
      await box('E-mail').fill('ivan@example.com')
      await box('Телефон').pressSequentially('9123456789')
      await box('Город').fill('Москва')
      await page.getByRole('radio', { name: /Самовывоз/ }).check()
      // What the client validated is changed on the wire, so the server's own checks answer.
      await page.route('**/api/orders/', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
        await route.continue({ postData: JSON.stringify({ ...body, client_email: 'ivan@example', payment_type: 'bitcoin' }) })
      })
      await page.getByRole('region', { name: 'Оформление заказа' }).getByRole('button', { name: 'Оформить заказ' }).click()
      await expect(box('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail')
      await expect(page.getByRole('radio', { name: 'Наличными при получении' })).toHaveAttribute('aria-invalid', 'true')
    },
  },
]

let signIns = 0

/** Puts a number, a tariff and a device into this visitor's cart through the API (spec §7). */
async function putThreeItemsInCart(page: Page): Promise<void> {
  // Not /order/ itself: its cart island reloads the page when the cart stops being empty.
  await page.goto('/')
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? ''
  const first = async (url: string) => ((await (await page.request.get(`${url}?page_size=1`)).json()) as { results: { id: number }[] }).results[0]!.id
  const bodies = [
    // Spec §9: the SIM type is fixed at 4.
    { number: await first('/api/catalog/numbers/'), sim_type: 4 },
    { tariff: await first('/api/catalog/tariffs/') },
    { device: await first('/api/catalog/devices/') },
  ]
  for (const data of bodies) {
    const added = await page.request.post('/api/cart/items/', { data, headers: { 'X-CSRFToken': csrf } })
    expect(added.status(), `POST /api/cart/items/ ${JSON.stringify(data)}`).toBe(201)
  }
}
