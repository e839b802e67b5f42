import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiRequest,
  fixtureHTML,
  loadFixture,
  loadPage,
  logRequests,
  referenceResponse,
  useReferenceServer,
  type LoadedPage,
} from 'storefront-islands/testing'
import { formSubmit } from './checkout-page'

const server = useReferenceServer()

/**
 * /order/ as the server renders it for a cart of `items` (default: the seed's first tariff), the
 * cart and the order form mounted. `orders()` are the bodies of the order posts from then on.
 */
async function mount({ items = [{ tariff: 1 }] }: { items?: Record<string, unknown>[] } = {}) {
  for (const body of items) expect((await apiRequest('POST', '/api/cart/items/', body)).status).toBe(201)
  const page = await loadPage('/order/')
  const host = page.hostsOf('checkout')[0]!.element
  await waitFor(() => expect(screen.queryByText('Загрузка корзины')).not.toBeInTheDocument())
  const sent = logRequests(server)
  const orders = () =>
    sent
      .filter((line) => line.startsWith('POST /api/orders/ '))
      .map((line) => JSON.parse(line.slice('POST /api/orders/ '.length)) as Record<string, unknown>)
  return { page, host, orders }
}

/** A local date at midnight, `days` from today (the calendar and the delivery window are in the visitor's own days). */
function inDays(days: number): Date {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
}
const pad = (n: number) => String(n).padStart(2, '0')
/** The date field's d.m.Y: '21.11.2026'. */
const dmy = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`
/** The calendar's month headings: «Ноябрь 2026». */
const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь']

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement
const errorOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Имя/), 'Иван Петров')
  await user.type(field(/^E-mail/), 'ivan@example.com')
  await user.type(field(/^Телефон/), '9123456789')
  await user.type(field(/^Город \*/), 'Москва')
  await user.type(field(/^Адрес доставки/), 'ул. Тверская, д. 1')
  await user.type(field(/^Дата доставки/), dmy(inDays(3)).replace(/\./g, ''))
}
/** The cart's totals above the form: items, delivery, total (no-break spaces as spaces). */
const totals = () => document.querySelector('.order-cart__totals')?.textContent?.replace(/\u00A0/g, ' ')
/** The messages of the cart error area, where the order's non-field errors go (docs/islands.md «order-cart»: `#order-cart-errors`). */
const cartErrors = () => Array.from(document.getElementById('order-cart-errors')!.children, (message) => message.textContent)

afterEach(() => {
  delete window.dataLayer
})

describe('phones', () => {
  it('masks a typed phone as «+7 ( ddd ) ddd - dd - dd», a leading 8 becoming +7', async () => {
    await mount()
    const user = userEvent.setup()
    await user.type(field(/^Телефон/), '89123456789')
    expect(field(/^Телефон/).value).toBe('+7 ( 912 ) 345 - 67 - 89')
  })

  it.each(['8 912 345-67-89', '+79123456789', '9123456789', '+7 (912) 345-67-89'])('normalises a pasted %s', async (pasted) => {
    await mount()
    const user = userEvent.setup()
    await user.click(field(/^Телефон/))
    await user.paste(pasted)
    expect(field(/^Телефон/).value).toBe('+7 ( 912 ) 345 - 67 - 89')
  })

  it('«Добавить телефон» adds client_phones_2 … _5 in place, then hides at the limit of the page (5)', async () => {
    const { host } = await mount()
    const user = userEvent.setup()
    const add = screen.getByRole('button', { name: 'Добавить телефон' })
    await user.click(add)
    const second = field('Дополнительный телефон 1')
    expect(second).toHaveFocus()
    expect(second.name).toBe('client_phones_2')
    await user.type(second, '89001234567')
    expect(second.value).toBe('+7 ( 900 ) 123 - 45 - 67')
    await user.click(add)
    expect(field('Дополнительный телефон 2').name).toBe('client_phones_3')
    expect(add).toBeVisible()
    await user.click(add)
    await user.click(add)
    expect(field('Дополнительный телефон 4').name).toBe('client_phones_5')
    expect(add).not.toBeVisible()
    expect(host.querySelectorAll('input[data-phone-input]')).toHaveLength(5)
  })

  it("takes the added phones and the calendar dialog away with the island, the server's calendar button back as it was", async () => {
    const { page, host } = await mount()
    const user = userEvent.setup()
    const opener = screen.getByRole('button', { name: 'Выбрать дату в календаре' })
    await user.click(opener)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Добавить телефон' }))
    expect(await screen.findByLabelText('Дополнительный телефон 1')).toHaveFocus()
    page.unmount()
    expect(host.querySelectorAll('input[data-phone-input]')).toHaveLength(1)
    expect(opener).not.toHaveAttribute('aria-controls')
    expect(host.querySelector('dialog')).toBeNull()
  })
})

describe('payment buttons', () => {
  it('hide the extra ones behind «Показать все», which reveals them and focuses the first', async () => {
    await mount()
    const user = userEvent.setup()
    expect(screen.queryByRole('radio', { name: 'Онлайн на сайте' })).toBeNull()
    const showAll = screen.getByRole('button', { name: 'Показать все' })
    expect(showAll).toHaveAttribute('aria-expanded', 'false')
    await user.click(showAll)
    const online = screen.getByRole('radio', { name: 'Онлайн на сайте' })
    expect(online).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'Через СБП по QR-коду' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Показать все' })).toBeNull()
  })

  it('act as one radio set with an active button', async () => {
    await mount()
    const user = userEvent.setup()
    const cash = screen.getByRole('radio', { name: 'Наличными при получении' }) as HTMLInputElement
    const card = screen.getByRole('radio', { name: 'Картой при получении' }) as HTMLInputElement
    expect(cash).toBeChecked()
    expect(cash.labels?.[0]).toHaveClass('active')
    await user.click(card)
    expect(card).toBeChecked()
    expect(cash).not.toBeChecked()
    expect(card.labels?.[0]).toHaveClass('active')
    expect(cash.labels?.[0]).not.toHaveClass('active')
  })
})

describe('delivery', () => {
  it('courier (the default) costs 300 ₽ and shows city, address and window; pickup is free and hides them', async () => {
    await mount()
    const user = userEvent.setup()
    expect(screen.getByText(/^Доставка:/)).toHaveTextContent('Доставка: 300 ₽')
    // The cart adds the cost of the chosen option to the seed's first tariff (750 ₽).
    expect(totals()).toBe('Сумма товаров750 ₽Авансовый платёж750 ₽Доставка300 ₽Итого1 050 ₽')
    expect(field(/^Адрес доставки/)).toBeVisible()
    expect(field(/^Дата доставки/)).toBeVisible()
    expect(field('Комментарий для курьера')).toBeVisible()

    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }))
    expect(screen.getByText(/^Доставка:/)).toHaveTextContent('Доставка: бесплатно')
    expect(totals()).toBe('Сумма товаров750 ₽Авансовый платёж750 ₽Итого750 ₽')
    expect(field(/^Адрес доставки/)).not.toBeVisible()
    expect(field(/^Дата доставки/)).not.toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Позвонить перед доставкой', hidden: true }).closest('[hidden]')).not.toBeNull()
    expect(field('Комментарий к заказу')).toBeVisible()
    // Where and when to pick the order up (the site-config block's pickup_point).
    const pickup = screen.getByText('Часы работы').closest('dl')!
    expect(pickup.closest('[hidden]')).toBeNull()
    expect([...pickup.querySelectorAll('dt, dd')].map((line) => line.textContent)).toEqual([
      'Адрес',
      'Москва, ул. Тверская, д. 1, офис 101',
      'Часы работы',
      'Ежедневно с 9:00 до 21:00',
    ])

    await user.click(screen.getByRole('radio', { name: /Курьером/ }))
    expect(totals()).toBe('Сумма товаров750 ₽Авансовый платёж750 ₽Доставка300 ₽Итого1 050 ₽')
    expect(field(/^Адрес доставки/)).toBeVisible()
    expect(pickup.closest('[hidden]')).not.toBeNull()
  })

  it('renders each option with its cost attribute and makes courier free when the cart has free delivery', async () => {
    await mount({ items: [{ device: 2 }] }) // a 39 990 ₽ phone: free delivery
    const courier = screen.getByRole('radio', { name: /Курьером/ })
    // The server renders the free courier already, keeping its price for a cart that drops below the threshold.
    expect(courier).toHaveAttribute('data-delivery-base-cost', '300.00')
    expect(screen.getByRole('radio', { name: /Самовывоз/ })).toHaveAttribute('data-delivery-cost', '0.00')
    await waitFor(() => expect(courier).toHaveAttribute('data-delivery-cost', '0.00'))
    expect(screen.getByText(/^Доставка:/)).toHaveTextContent('Доставка: бесплатно')
    expect(totals()).toBe('Сумма товаров39 990 ₽ДоставкабесплатноИтого39 990 ₽')
    expect(courier).toHaveAccessibleName('Курьером — бесплатно')
  })
})

describe('the #datepicker calendar', () => {
  it('opens on the current month at today, moves by arrow keys, and Enter writes d.m.Y', async () => {
    await mount()
    const user = userEvent.setup()
    const opener = await screen.findByRole('button', { name: 'Выбрать дату в календаре' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog')
    const now = inDays(0)
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`${MONTHS[now.getMonth()]} ${now.getFullYear()}`)
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'])
    const focused = document.activeElement as HTMLElement
    expect(focused).toHaveAttribute('aria-current', 'date')

    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowLeft}')
    const target = inDays(14)
    expect(document.activeElement).toHaveTextContent(String(target.getDate()))
    await user.keyboard('{Enter}')
    expect(field(/^Дата доставки/).value).toBe(dmy(target))
    expect(dialog).not.toHaveAttribute('open')
    expect(opener).toHaveFocus()
  })

  it('refuses past days and closes on Escape without a change', async () => {
    await mount()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Выбрать дату в календаре' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled()
    const yesterday = inDays(-1)
    if (yesterday.getMonth() === inDays(0).getMonth()) {
      const past = dialog.querySelector<HTMLButtonElement>(`button[data-date$="-${String(yesterday.getDate()).padStart(2, '0')}"]`)!
      expect(past).toHaveAttribute('aria-disabled', 'true')
      await user.click(past)
      expect(dialog).toHaveAttribute('open')
    }
    await user.keyboard('{PageDown}')
    const next = new Date(inDays(0).getFullYear(), inDays(0).getMonth() + 1, 1)
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`${MONTHS[next.getMonth()]} ${next.getFullYear()}`)
    await user.keyboard('{Escape}')
    expect(dialog).not.toHaveAttribute('open')
    expect(field(/^Дата доставки/).value).toBe('')
    expect(screen.getByRole('button', { name: 'Выбрать дату в календаре' })).toHaveFocus()
  })

  it('marks the typed day as selected when it opens on its month', async () => {
    await mount()
    const user = userEvent.setup()
    const day = inDays(40)
    await user.type(field(/^Дата доставки/), dmy(day).replace(/\./g, ''))
    await user.click(await screen.findByRole('button', { name: 'Выбрать дату в календаре' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`${MONTHS[day.getMonth()]} ${day.getFullYear()}`)
    expect(document.activeElement).toHaveTextContent(String(day.getDate()))
    expect(document.activeElement!.parentElement).toHaveAttribute('aria-selected', 'true')
    expect(dialog.querySelectorAll('[aria-selected="true"]')).toHaveLength(1)
  })

  it('masks a typed date as dd.mm.yyyy', async () => {
    await mount()
    const user = userEvent.setup()
    await user.type(field(/^Дата доставки/), '01122031')
    expect(field(/^Дата доставки/).value).toBe('01.12.2031')
  })
})

describe('inline validation', () => {
  it.each([
    // Spec §5's messages.
    [/^Имя/, '', 'Пожалуйста, заполните это поле'],
    [/^Имя/, 'Я', 'В имени должно быть не менее двух символов.'],
    [/^E-mail/, 'ivan@example', 'Введите корректный e-mail'],
    [/^Телефон/, '912345', 'Введите корректный номер телефона.'],
    [/^Телефон/, '', 'Пожалуйста, заполните это поле'],
    [/^Город \*/, '', 'Пожалуйста, заполните это поле'],
    [/^Адрес доставки/, '', 'Пожалуйста, заполните это поле'],
    [/^Дисконтная карта/, '4111 1111 1111 1112', 'Введите корректное значение дисконтной карты.'],
    [/^Дата доставки/, '31022030', 'Укажите дату доставки.'],
    [/^Дата доставки/, '', 'Укажите дату доставки.'],
  ])('%s = %j shows «%s» on blur, linked to the field', async (label, typed, message) => {
    await mount()
    const user = userEvent.setup()
    const input = field(label)
    await user.click(input)
    if (typed) await user.type(input, typed)
    await user.tab()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveClass('is-invalid')
    expect(errorOf(input)).toBe(message)
    expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveClass('invalid-feedback')
  })

  it('refuses a past date typed by hand', async () => {
    await mount()
    const user = userEvent.setup()
    const input = field(/^Дата доставки/)
    await user.type(input, dmy(inDays(-1)).replace(/\./g, ''))
    await user.tab()
    expect(errorOf(input)).toBe('Укажите дату доставки.')
  })

  it('takes the message away as the value is corrected, and passes a blank optional phone and card', async () => {
    await mount()
    const user = userEvent.setup()
    const name = field(/^Имя/)
    await user.type(name, 'Я')
    await user.tab()
    expect(errorOf(name)).toBe('В имени должно быть не менее двух символов.')
    await user.type(name, 'н')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAttribute('aria-describedby')
    await user.click(screen.getByRole('button', { name: 'Добавить телефон' }))
    await user.tab()
    expect(field('Дополнительный телефон 1')).not.toHaveAttribute('aria-invalid')
    await user.click(field(/^Дисконтная карта/))
    await user.tab()
    expect(field(/^Дисконтная карта/)).not.toHaveAttribute('aria-invalid')
  })

  it('does not validate the courier fields while pickup is chosen', async () => {
    const { orders } = await mount()
    const user = userEvent.setup()
    await user.type(field(/^Имя/), 'Иван')
    await user.type(field(/^E-mail/), 'ivan@example.com')
    await user.type(field(/^Телефон/), '9123456789')
    await user.type(field(/^Город \*/), 'Казань')
    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }))
    await user.type(field('Комментарий к заказу'), 'Позвоните заранее')
    await user.click(formSubmit())
    await waitFor(() => expect(orders()).toHaveLength(1))
    expect(orders()[0]).toEqual({
      client_name: 'Иван',
      client_email: 'ivan@example.com',
      client_phones: ['+7 ( 912 ) 345 - 67 - 89'],
      city: 'Казань',
      delivery_type: 2,
      comment: 'Позвоните заранее',
      payment_type: 'cash',
      subscribe: false,
      // «Позвонить перед доставкой» is the courier's: hidden with its panel, not sent.
      flags: {},
    })
  })

  it('on submit shows every message, sends nothing and focuses the first invalid field', async () => {
    const { orders } = await mount()
    const user = userEvent.setup()
    await user.click(formSubmit())
    expect(field(/^Имя/)).toHaveFocus()
    expect(errorOf(field(/^Имя/))).toBe('Пожалуйста, заполните это поле')
    expect(errorOf(field(/^E-mail/))).toBe('Пожалуйста, заполните это поле')
    expect(errorOf(field(/^Телефон/))).toBe('Пожалуйста, заполните это поле')
    expect(errorOf(field(/^Дата доставки/))).toBe('Укажите дату доставки.')
    expect(orders()).toEqual([])
  })
})

describe('submit', () => {
  it('posts the order of spec §3 with the window as YYYY-MM-DD HH:MM:00; the server takes it and the page goes to its result', async () => {
    const { page, orders } = await mount()
    const user = userEvent.setup()
    await fillValidForm(user)
    await user.type(field('Комментарий для курьера'), 'Домофон 12')
    await user.click(screen.getByRole('button', { name: 'Добавить телефон' }))
    await user.click(screen.getByRole('radio', { name: 'Картой при получении' }))
    await user.type(field(/^Дисконтная карта/), '4111 1111 1111 1111')
    await user.click(screen.getByRole('checkbox', { name: 'Получать новости и акции по e-mail' }))
    await user.click(formSubmit())
    await waitFor(() => expect(orders()).toHaveLength(1))
    const day = inDays(3)
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
    expect(orders()).toEqual([
      {
        client_name: 'Иван Петров',
        client_email: 'ivan@example.com',
        client_phones: ['+7 ( 912 ) 345 - 67 - 89', ''],
        city: 'Москва',
        delivery_type: 1,
        comment: 'Домофон 12',
        payment_type: 'card',
        subscribe: true,
        flags: { call_before: false },
        discount_card: '4111 1111 1111 1111',
        delivery_city: 'Москва',
        delivery_address: 'ул. Тверская, д. 1',
        delivery_date_from: `${iso} 10:00:00`,
        delivery_date_to: `${iso} 18:00:00`,
      },
    ])
    // The reference server placed it (the CSRF header was right) and named its result page.
    await waitFor(() =>
      expect(page.navigations).toEqual([{ type: 'assign', url: expect.stringMatching(new RegExp(`^${location.origin}/order/result/\\d+/$`)) }]),
    )
  })

  it('maps a 400 of every kind onto the form and the cart error area, then focuses the first error', async () => {
    // Every kind of error at once: no real order gets all of them; scripted.
    server.use(
      http.post('/api/orders/', () =>
        HttpResponse.json(
          {
            client_email: ['Введите корректный e-mail'],
            client_phones: [null, ['Введите корректный номер телефона.']],
            delivery_date_from: ['Enter a valid date.'],
            delivery_date_to: ['Укажите дату доставки.'],
            payment_type: ['Значения «card» нет среди допустимых вариантов.'],
            non_field_errors: ['Корзина пуста.'],
          },
          { status: 400 },
        ),
      ),
    )
    const { host } = await mount()
    const user = userEvent.setup()
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Добавить телефон' }))
    await user.type(field('Дополнительный телефон 1'), '9001234567')
    await user.click(formSubmit())

    await waitFor(() => expect(cartErrors()).toEqual(['Корзина пуста.']))
    expect(errorOf(field(/^E-mail/))).toBe('Введите корректный e-mail')
    expect(field(/^Телефон/)).not.toHaveAttribute('aria-invalid')
    expect(errorOf(field('Дополнительный телефон 1'))).toBe('Введите корректный номер телефона.')
    expect(errorOf(field(/^Дата доставки/))).toBe('Укажите дату доставки.')
    const payment = host.querySelector('[data-payment-buttons]')!
    expect(payment.nextElementSibling).toHaveTextContent('Значения «card» нет среди допустимых вариантов.')
    expect(screen.getByRole('radio', { name: 'Наличными при получении' })).toHaveAttribute('aria-describedby', 'order-payment_type-error')
    // The cart island draws the non-field errors into its alert, above the form: the first error of the page.
    await waitFor(() => expect(document.getElementById('order-cart-errors')).toHaveTextContent('Корзина пуста.'))
    await waitFor(() => expect(document.getElementById('order-cart-errors')).toHaveFocus())
  })

  it('scrolls to the cart error area when only the cart is wrong (emptied in another tab)', async () => {
    await mount()
    const user = userEvent.setup()
    await fillValidForm(user)
    expect((await apiRequest('DELETE', '/api/cart/')).status).toBe(204)
    await user.click(formSubmit())
    const area = document.getElementById('order-cart-errors')!
    await waitFor(() => expect(area).toHaveFocus())
    expect(area).toHaveTextContent('Корзина пуста.')
  })

  it('says a network failure in the cart error area', async () => {
    server.use(http.post('/api/orders/', () => HttpResponse.error()))
    await mount()
    const user = userEvent.setup()
    await fillValidForm(user)
    await user.click(formSubmit())
    await waitFor(() => expect(cartErrors()).toEqual(['Произошла ошибка. Попробуйте еще раз позже.']))
    expect(document.getElementById('order-cart-errors')).toBeVisible()
    expect(formSubmit()).toBeEnabled()
  })

  it('on success pushes the checkout event (RUB) of the ordered items and goes to the same-origin order page', async () => {
    window.dataLayer = [{ event: 'gtm.js' }]
    const { page } = await mount({ items: [{ number: 5, sim_type: 4 }, { tariff: 1 }] })
    const user = userEvent.setup()
    await fillValidForm(user)
    await user.click(formSubmit())
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(page.navigations[0]!.url).toMatch(new RegExp(`^${location.origin}/order/result/\\d+/$`))
    expect(window.dataLayer).toEqual([
      { event: 'gtm.js' },
      {
        event: 'checkout',
        ecommerce: {
          currencyCode: 'RUB',
          checkout: {
            products: [
              { id: 'number_5', name: '+7 (916) 318-77-55', price: 3000, category: 'Красивые номера МТС', quantity: 1 },
              { id: 'tariff_1', name: 'Безлимит Плюс', price: 750, category: 'Тарифы МТС', quantity: 1 },
            ],
          },
        },
      },
    ])
  })

  it('creates the data layer if missing and refuses a cross-origin url', async () => {
    // The reference server's answer, with another site's address put in.
    server.use(
      http.post('/api/orders/', async ({ request }) => {
        const placed = (await (await referenceResponse(request)).json()) as object
        return HttpResponse.json({ ...placed, url: 'https://evil.example/order/1/' }, { status: 201 })
      }),
    )
    const { page } = await mount()
    const user = userEvent.setup()
    await fillValidForm(user)
    await user.click(formSubmit())
    await waitFor(() => expect(within(page.hostsOf('checkout')[0]!.element).getByRole('status')).toHaveTextContent('Заказ оформлен.'))
    expect(page.navigations).toEqual([])
    expect(formSubmit()).toBeDisabled()
    expect(window.dataLayer).toHaveLength(1)
  })
})

describe('the submit button', () => {
  it('is disabled once the cart loads empty under a page drawn with items (another tab emptied it); nothing is posted', async () => {
    // checkout-pickup.html was drawn for three lines; the cart the page loads is empty.
    const sent = logRequests(server)
    const page: LoadedPage = await loadFixture('checkout-pickup.html', { visitor: 'anonymous' })
    await waitFor(() => expect(formSubmit()).toBeDisabled())
    fireEvent.submit(formSubmit().form!)
    expect(sent.filter((request) => request.startsWith('POST'))).toEqual([])
    // The cart island reloads the page, which the server then draws without the form.
    await waitFor(() => expect(page.navigations).toHaveLength(1))
  })

  it('is not there at all with an empty cart: «Корзина пуста», the catalogues, no order form', async () => {
    expect(fixtureHTML('order-cart-empty.html')).not.toContain('data-island="checkout"')
    const page: LoadedPage = await loadFixture('order-cart-empty.html')
    await waitFor(() => expect(screen.getByText('Корзина пуста')).toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'Выбрать номер' })).toHaveAttribute('href', '/numbers/')
    expect(screen.getByRole('link', { name: 'подобрать тариф' })).toHaveAttribute('href', '/tariffs/')
    expect(screen.queryByRole('region', { name: 'Оформление заказа' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).not.toBeInTheDocument()
    expect(page.navigations).toEqual([])
  })
})

describe('server-rendered errors (plain POST)', () => {
  it('are shown on load and cleared by the island as fields are fixed', async () => {
    await loadFixture('checkout-errors.html')
    const user = userEvent.setup()
    expect(errorOf(field(/^Имя/))).toBe('В имени должно быть не менее двух символов.')
    expect(errorOf(field(/^Дата доставки/))).toBe('Укажите дату доставки.')
    await user.type(field(/^Имя/), 'на')
    expect(field(/^Имя/)).not.toHaveAttribute('aria-invalid')
    expect(document.getElementById('order-client_name-error')).toBeNull()
  })
})
