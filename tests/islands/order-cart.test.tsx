import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  apiRequest,
  fixtureHTML,
  holdRequests,
  loadFixture,
  loadPage,
  logRequests,
  referenceResponse,
  useReferenceServer,
} from 'storefront-islands/testing'
import { formSubmit, mountFilledCheckout } from './checkout-page'

const server = useReferenceServer()

/** What the tests read of a cart line of the API (spec §3 CartItem). */
interface CartLine {
  id: number
  rent_period: number | null
  suitable_tariffs?: unknown[]
}

// Rows of the test seed.
const RENTABLE = { id: 5, number: '+7 (916) 318-77-55' } // МТС, 300 ₽ a month to rent, refillable, 3 000 ₽
const PLAIN = { id: 1, number: '+7 (915) 624-28-09' } // МТС, not for rent, 2 200 ₽
const ROUTER = { id: 4, name: 'Wi-Fi роутер ZTE MF79U' } // 4 990 ₽
const MODEM = { id: 3, name: '4G-модем Huawei E3372' } // 2 990 ₽
const TARIFF = { 'Безлимит Плюс': 1, 'Мой разговор': 2, 'Для планшета': 9 } // МТС's three

/** Puts items into the visitor's cart on the reference server, as the catalogue pages would; returns their ids. */
async function fill(...items: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = []
  for (const { attach, ...body } of items) {
    const { status, data } = await apiRequest<CartLine>('POST', '/api/cart/items/', body)
    expect(status, JSON.stringify(data)).toBe(201)
    if (attach) expect((await apiRequest('PUT', `/api/cart/items/${data.id}/`, attach)).status).toBe(200)
    ids.push(data.id)
  }
  return ids
}
const number = (id: number, attach?: Record<string, unknown>) => ({ number: id, sim_type: 4, ...(attach ? { attach } : {}) })

/** /order/ as the server renders it for this cart, the islands mounted, the cart loaded. */
async function orderPage() {
  const page = await loadPage('/order/')
  await waitFor(() => expect(screen.queryByText('Загрузка корзины')).not.toBeInTheDocument())
  return page
}
const lineOf = (text: string) => screen.getByText(text, { exact: false }).closest('li') as HTMLElement
/** Text without the no-break spaces of prices, for readable comparisons. */
const text = (element: Element) => element.textContent?.replace(/\u00A0/g, ' ') ?? ''
/** Writes and list fetches as `METHOD url body`; the cart reloads (GET /api/cart/) left out. */
const writes = (sent: string[]) => sent.filter((line) => !line.startsWith('GET /api/cart/'))

describe('order-cart host', () => {
  it('the page carries the attributes of its contract (docs/islands.md «order-cart»), and the island mounts on it', async () => {
    const host = /<section[^>]*data-island="order-cart"[^>]*>/.exec(fixtureHTML('order-cart-filled.html'))?.[0] ?? ''
    expect(['data-item-count=', 'data-min-rent-period='].map((attribute) => host.includes(attribute))).toEqual([true, true])
    const page = await loadFixture('order-cart-filled.html')
    expect(page.hostsOf('order-cart').map((h) => h.state)).toEqual(['mounted'])
    expect(page.warnings).toEqual([])
  })
})

describe('cart on /order/ (spec §4, §7)', () => {
  it('loads the cart expanded and shows each line with its number, tariff, device, SIM type and price', async () => {
    await fill(number(RENTABLE.id, { tariff: TARIFF['Безлимит Плюс'] }), { device: ROUTER.id })
    const sent = logRequests(server)
    await orderPage()
    expect(sent[0]).toBe('GET /api/cart/?expand=suitable_numbers,suitable_tariffs')
    const first = lineOf(RENTABLE.number)
    expect(within(first).getByRole('link', { name: RENTABLE.number })).toHaveAttribute('href', `${location.origin}/mts/number/79163187755.html`)
    expect(text(first)).toContain('Тариф «Безлимит Плюс» — 750 ₽ в месяц')
    expect(text(first)).toContain('SIM-карта: Универсальная')
    expect(text(first)).toContain('3 750 ₽')
    expect(text(lineOf(ROUTER.name))).toContain('4 990 ₽')
    expect(screen.getByRole('button', { name: `Удалить ${ROUTER.name}` })).toBeEnabled()
  })

  it('changes the rent period of a rentable number with PUT {rent_period}, from the site minimum', async () => {
    const [id] = await fill(number(RENTABLE.id, { tariff: TARIFF['Мой разговор'] }))
    await orderPage()
    const sent = logRequests(server)
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    expect(
      within(select)
        .getAllByRole('option')
        .slice(0, 2)
        .map((o) => o.textContent),
    ).toEqual(['Без аренды (покупка)', '3 месяца'])
    await userEvent.selectOptions(select, '6')
    await waitFor(() => expect(select).toHaveValue('6'))
    // 6 months × 300 ₽ and the tariff's 450 ₽.
    await waitFor(() => expect(text(lineOf(RENTABLE.number))).toContain('2 250 ₽'))
    expect(writes(sent)).toEqual([`PUT /api/cart/items/${id}/ {"rent_period":6}`])
  })

  it('keeps the rent select enabled while quick changes queue, and the last one stays', async () => {
    const [id] = await fill(number(RENTABLE.id, { tariff: TARIFF['Мой разговор'] }))
    await orderPage()
    const sent = logRequests(server)
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    for (const months of ['3', '4', '5']) {
      await userEvent.selectOptions(select, months)
      expect(select).toBeEnabled()
    }
    await waitFor(() => expect(writes(sent)).toHaveLength(3))
    await waitFor(() => expect(select).toHaveValue('5'))
    expect(writes(sent)).toEqual(['3', '4', '5'].map((m) => `PUT /api/cart/items/${id}/ {"rent_period":${m}}`))
    expect((await apiRequest<{ items: CartLine[] }>('GET', '/api/cart/')).data.items[0]!.rent_period).toBe(5)
  })

  it('goes back to buying a rented number with PUT {rent_period: null}', async () => {
    const [id] = await fill({ ...number(RENTABLE.id), rent_period: 6 })
    await orderPage()
    const sent = logRequests(server)
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    expect(select).toHaveValue('6')
    await userEvent.selectOptions(select, 'Без аренды (покупка)')
    await waitFor(() => expect(select).toHaveValue(''))
    expect(writes(sent)).toEqual([`PUT /api/cart/items/${id}/ {"rent_period":null}`])
  })

  it('has no rent period where the number cannot be rented', async () => {
    await fill(number(PLAIN.id, { tariff: TARIFF['Мой разговор'] }))
    await orderPage()
    expect(screen.queryByRole('combobox', { name: 'Срок аренды' })).not.toBeInTheDocument()
  })

  it('toggles the refill of a refillable number with PUT {refill}', async () => {
    const [id] = await fill(number(RENTABLE.id, { tariff: TARIFF['Мой разговор'] }))
    await orderPage()
    const sent = logRequests(server)
    const refill = screen.getByRole('checkbox', { name: 'Пополнить баланс номера' })
    await userEvent.click(refill)
    await waitFor(() => expect(refill).toBeChecked())
    await waitFor(() => expect(refill).toBeEnabled())
    await userEvent.click(refill)
    await waitFor(() => expect(refill).not.toBeChecked())
    expect(writes(sent)).toEqual([`PUT /api/cart/items/${id}/ {"refill":true}`, `PUT /api/cart/items/${id}/ {"refill":false}`])
  })

  it('offers suitable tariffs for a lone number, loads more, and attaches the chosen one with PUT {tariff}', async () => {
    const [id] = await fill(number(RENTABLE.id))
    // МТС has three tariffs in the seed, all in the cart's first page: the first page is cut at two, as for a longer list.
    server.use(
      http.get('/api/cart/', async ({ request }) => {
        const cart = (await (await referenceResponse(request)).json()) as { items: CartLine[] }
        return HttpResponse.json({
          ...cart,
          items: cart.items.map((item) =>
            item.suitable_tariffs?.length ? { ...item, suitable_tariffs: item.suitable_tariffs.slice(0, 2), tariffs_has_next: true } : item,
          ),
        })
      }),
    )
    await orderPage()
    const sent = logRequests(server)
    const list = screen.getByRole('group', { name: 'Подходящие тарифы' })
    expect(within(list).getAllByRole('listitem').map(text)).toEqual(['Безлимит Плюс — 750 ₽ в месяцВыбрать', 'Мой разговор — 450 ₽ в месяцВыбрать'])
    await userEvent.click(within(list).getByRole('button', { name: 'Показать ещё' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(within(list).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument()

    await userEvent.click(within(list).getByRole('button', { name: 'Выбрать тариф «Для планшета»' }))
    await waitFor(() => expect(text(lineOf(RENTABLE.number))).toContain('Тариф «Для планшета»'))
    expect(screen.queryByRole('group', { name: 'Подходящие тарифы' })).not.toBeInTheDocument()
    expect(writes(sent)).toEqual([
      `GET /api/numbers/suitable-tariffs/${RENTABLE.id}/?page=2&page_size=2`,
      `PUT /api/cart/items/${id}/ {"tariff":${TARIFF['Для планшета']}}`,
    ])
  })

  it('offers suitable numbers for a lone tariff and attaches one with PUT {number, sim_type: 4}', async () => {
    const [id] = await fill({ tariff: TARIFF['Мой разговор'] })
    await orderPage()
    const sent = logRequests(server)
    const list = screen.getByRole('group', { name: 'Подходящие номера' })
    await userEvent.click(within(list).getByRole('button', { name: `Выбрать номер ${RENTABLE.number}` }))
    await waitFor(() => expect(screen.getByRole('link', { name: RENTABLE.number })).toBeInTheDocument())
    expect(text(lineOf(RENTABLE.number))).toContain('SIM-карта: Универсальная')
    expect(writes(sent)).toEqual([`PUT /api/cart/items/${id}/ {"number":${RENTABLE.id},"sim_type":4}`])
  })

  it('detaches the tariff with PUT {tariff: null} and the number with PUT {number: null, sim_type: null}', async () => {
    const [first, second] = await fill(number(RENTABLE.id, { tariff: TARIFF['Безлимит Плюс'] }), number(PLAIN.id, { tariff: TARIFF['Мой разговор'] }))
    await orderPage()
    const sent = logRequests(server)
    await userEvent.click(within(lineOf(RENTABLE.number)).getByRole('button', { name: 'Убрать тариф' }))
    await waitFor(() => expect(screen.getByRole('group', { name: 'Подходящие тарифы' })).toBeInTheDocument())
    await userEvent.click(within(lineOf('Тариф «Мой разговор»')).getByRole('button', { name: 'Убрать номер' }))
    await waitFor(() => expect(screen.getByRole('group', { name: 'Подходящие номера' })).toBeInTheDocument())
    expect(writes(sent)).toEqual([`PUT /api/cart/items/${first}/ {"tariff":null}`, `PUT /api/cart/items/${second}/ {"number":null,"sim_type":null}`])
  })

  it('shows the server message under a line when a change is refused', async () => {
    await fill(number(RENTABLE.id, { tariff: TARIFF['Мой разговор'] }))
    // The reference server takes any period from the minimum: a refusal is scripted.
    server.use(http.put('/api/cart/items/:id/', () => HttpResponse.json({ rent_period: ['Минимальный срок аренды — 3 мес.'] }, { status: 400 })))
    await orderPage()
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    await userEvent.selectOptions(select, '4')
    const alert = await within(lineOf(RENTABLE.number)).findByRole('alert')
    expect(alert).toHaveTextContent('Минимальный срок аренды — 3 мес.')
    expect(select).toHaveAttribute('aria-describedby', alert.id)
    await waitFor(() => expect(select).toHaveValue(''))
  })

  it('removes a line with a spinner on its delete button', async () => {
    const [, router] = await fill(number(RENTABLE.id, { tariff: TARIFF['Мой разговор'] }), { device: ROUTER.id })
    const page = await orderPage()
    const held = holdRequests(server, '/api/cart/items/:id/')
    const sent = logRequests(server)
    const remove = screen.getByRole('button', { name: `Удалить ${ROUTER.name}` })
    await userEvent.click(remove)
    expect(remove).toBeDisabled()
    expect(within(remove).getByText('Удаление')).toBeInTheDocument()
    ;(await held.arrived(0)).release()
    await waitFor(() => expect(screen.queryByText(ROUTER.name)).not.toBeInTheDocument())
    expect(writes(sent)).toEqual([`DELETE /api/cart/items/${router}/`])
    expect(page.navigations).toEqual([])
  })
})

describe('totals, promocode and errors', () => {
  it('delivers free from the free-delivery total, whatever the form chose', async () => {
    await fill({ device: 2 }) // a 39 990 ₽ phone
    // The order form of a backend with a paid option the free delivery does not cover (the reference
    // server's pick-up is free): pick-up at 350 ₽.
    const served = new DOMParser().parseFromString(await (await fetch('/order/')).text(), 'text/html')
    const pickup = served.querySelector('input[name="delivery_type"][value="2"]')!
    expect(pickup).toHaveAttribute('data-delivery-cost', '0.00')
    pickup.setAttribute('data-delivery-cost', '350.00')
    const parts = ['main#content', '[data-island="message-modal"]', '#site-config'].map((selector) => served.querySelector(selector)!.outerHTML)
    await loadFixture(parts.join('\n'), { url: '/order/' })
    await waitFor(() => expect(screen.queryByText('Загрузка корзины')).not.toBeInTheDocument())
    const totals = () => text(document.querySelector('.order-cart__totals')!)
    expect(totals()).toBe('Сумма товаров39 990 ₽ДоставкабесплатноИтого39 990 ₽')
    await userEvent.click(screen.getByRole('radio', { name: /Самовывоз/ }))
    expect(screen.getByText(/^Доставка:/)).toHaveTextContent('Доставка: 350 ₽')
    expect(totals()).toBe('Сумма товаров39 990 ₽ДоставкабесплатноИтого39 990 ₽')
    expect(screen.getByText('Доставка курьером бесплатна.')).toBeInTheDocument()
  })

  it('counts the delivery cost the order form chose when delivery is not free', async () => {
    await fill({ device: MODEM.id })
    await orderPage()
    // Courier, the form's default: 300 ₽.
    expect(text(document.querySelector('.order-cart__totals')!)).toBe('Сумма товаров2 990 ₽Доставка300 ₽Итого3 290 ₽')
    expect(screen.queryByText('Доставка курьером бесплатна.')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /Самовывоз/ }))
    expect(text(document.querySelector('.order-cart__totals')!)).toBe('Сумма товаров2 990 ₽Итого2 990 ₽')
    await userEvent.click(screen.getByRole('radio', { name: /Курьером/ }))
    expect(text(document.querySelector('.order-cart__totals')!)).toBe('Сумма товаров2 990 ₽Доставка300 ₽Итого3 290 ₽')
  })

  it('applies a promocode, shows the discount, refuses a bad one under the field, and removes it', async () => {
    await fill({ device: MODEM.id })
    await orderPage()
    const sent = logRequests(server)
    const field = screen.getByRole('textbox', { name: 'Промокод' })
    await userEvent.type(field, 'OLD2020')
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }))
    const error = await screen.findByText('Промокод не действует')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAttribute('aria-describedby', error.id)
    expect(field).toHaveClass('is-invalid')

    await userEvent.clear(field)
    await userEvent.type(field, 'WELCOME500{Enter}')
    expect(await screen.findByText(/Промокод WELCOME500 применён, скидка 500/)).toBeInTheDocument()
    // The order form chose courier delivery, 300 ₽.
    expect(text(document.querySelector('.order-cart__totals')!)).toBe(
      'Сумма товаров2 990 ₽Скидка по промокоду WELCOME500−500 ₽Доставка300 ₽Итого2 790 ₽',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Удалить промокод' }))
    expect(await screen.findByRole('textbox', { name: 'Промокод' })).toHaveValue('')
    await waitFor(() => expect(text(document.querySelector('.order-cart__totals')!)).toBe('Сумма товаров2 990 ₽Доставка300 ₽Итого3 290 ₽'))
    expect(writes(sent)).toEqual([
      'PUT /api/cart/promocode/ {"code":"OLD2020"}',
      'PUT /api/cart/promocode/ {"code":"WELCOME500"}',
      'DELETE /api/cart/promocode/',
    ])
  })

  it('shows the order non-field errors in the cart error area', async () => {
    // The server refuses the order as a whole (no real order gets these two at once: scripted).
    server.use(http.post('/api/orders/', () => HttpResponse.json({ non_field_errors: ['Номер уже продан.', 'Повторите заказ.'] }, { status: 400 })))
    await mountFilledCheckout()
    const area = document.getElementById('order-cart-errors')!
    expect(area).toHaveAttribute('role', 'alert')
    expect(area).not.toBeVisible()
    await userEvent.click(formSubmit())
    await waitFor(() => expect(area).toBeVisible())
    expect(area).toHaveTextContent('Номер уже продан.Повторите заказ.')
    expect(Array.from(area.children, (message) => message.textContent)).toEqual(['Номер уже продан.', 'Повторите заказ.'])
  })
})

describe('page reloads (spec §4 Cart state)', () => {
  it('reloads once when the last line is removed', async () => {
    await fill({ device: ROUTER.id })
    const page = await orderPage()
    await userEvent.click(screen.getByRole('button', { name: `Удалить ${ROUTER.name}` }))
    await waitFor(() => expect(page.navigations).toEqual([{ type: 'reload', url: location.href }]))
    expect(screen.getByText('Корзина пуста')).toBeInTheDocument()
  })

  it('clears the cart with DELETE /api/cart/ and reloads once', async () => {
    await fill({ device: ROUTER.id }, { tariff: TARIFF['Безлимит Плюс'] })
    const page = await orderPage()
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }))
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(writes(sent)).toEqual(['DELETE /api/cart/'])
    expect((await apiRequest<{ items: unknown[] }>('GET', '/api/cart/')).data.items).toEqual([])
  })

  it('reloads when the server rendered an empty cart but the loaded one has items', async () => {
    // An item added in another tab between the render of the page and its islands.
    await fill({ device: ROUTER.id })
    const page = await loadFixture('order-cart-empty.html')
    await waitFor(() => expect(page.navigations).toHaveLength(1))
  })

  it('says the cart is empty without reloading when it was empty already', async () => {
    const page = await loadFixture('order-cart-empty.html')
    await waitFor(() => expect(screen.queryByText('Загрузка корзины')).not.toBeInTheDocument())
    expect(screen.getByText('Корзина пуста')).toBeInTheDocument()
    expect(page.navigations).toEqual([])
  })
})
