import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import orderCart from '../../islands/order-cart'
import OrderCart from '../../islands/order-cart/OrderCart'
import { reloadPage } from '../../shared/dom/reload-page'
import type { Cart, CartItem, Currency, Device, PhoneNumber, Provider, Tariff } from '../../shared/api'
import { dataAttrName } from '../../shared/runtime/attributes'
import { $deliveryCost, $orderNonFieldErrors, resetCart, setDeliveryCost, setOrderNonFieldErrors } from '../../shared/stores'
import { json, stubFetch, type SeenRequest } from '../api/fetch-stub'
import { fixtureHTML } from '../fixture'

vi.mock('../../shared/dom/reload-page', () => ({ reloadPage: vi.fn() }))

const rub: Currency = { id: 1, name: 'RUB', site_symbol: '₽' }
const mts = { id: 1, name: 'mts', display_name: 'МТС' } as Provider

function number(id: number, parts: Partial<PhoneNumber> = {}): PhoneNumber {
  const digits = `7912000${String(id).padStart(4, '0')}`
  return {
    id, number: `+7 (912) 000-${String(id).padStart(4, '0').slice(0, 2)}-${String(id).padStart(4, '0').slice(2)}`,
    number_digit: digits, provider: 1, provider_name: 'МТС', provider_object: mts, host_url: 'http://shop.test',
    absolute_url: `/mts/number/${digits}.html`, site_price: '15000.00', rent_price: '0.00', advance_price: '0.00',
    currency: rub, is_refill_allowed: false, provider_mask_filter: null, ...parts,
  } as PhoneNumber
}
function tariff(id: number, name: string, price = '300.00'): Tariff {
  return { id, name, provider: 1, provider_name: 'МТС', month_fee: price, current_price: price, currency: rub } as Tariff
}
const ROUTER = { id: 7, name: 'Роутер 4G', current_price: '2500.00', currency: rub } as Device

const RENTABLE = number(42, { rent_price: '500.00', is_refill_allowed: true })
const TARIFFS = [tariff(1, 'Первый'), tariff(2, 'Второй'), tariff(3, 'Третий'), tariff(4, 'Четвёртый')]
const NUMBERS = [number(51), number(52)]

function line(id: number, parts: Partial<CartItem>): CartItem {
  return {
    id, subdomain: null, number: null, tariff: null, device: null, sim_type: null, rent_period: null, refill: false,
    suitable_tariffs: [], suitable_numbers: [], tariffs_has_next: false, numbers_has_next: false, ...parts,
  }
}
const SIM = { id: 4, display_name: 'Универсальная' }

/**
 * The cart endpoints of spec §7 over `items`, answering like the reference server:
 * a lone number carries two suitable tariffs (more on page 2), a lone tariff two numbers.
 */
function cartServer(initial: CartItem[], options: { hold?: (r: SeenRequest) => Promise<void> | undefined } = {}) {
  let items = initial.map((i) => ({ ...i }))
  let promocode: string | null = null

  const priceOf = (i: CartItem) =>
    (i.number ? (i.rent_period ? Number(i.number.rent_price) * i.rent_period : Number(i.number.site_price)) : 0) +
    Number(i.tariff?.current_price ?? 0) + Number(i.device?.current_price ?? 0)
  const expanded = (i: CartItem): CartItem => ({
    ...i,
    suitable_tariffs: i.number && !i.tariff ? TARIFFS.slice(0, 2) : [],
    tariffs_has_next: Boolean(i.number && !i.tariff),
    suitable_numbers: i.tariff && !i.number ? NUMBERS : [],
    numbers_has_next: false,
  })
  function cartBody(): Cart {
    const total = items.reduce((sum, i) => sum + priceOf(i), 0)
    const discount = promocode ? Math.min(500, total) : 0
    return {
      items: items.map(expanded), total_price: (total - discount).toFixed(2), show_refill: items.some((i) => i.number?.is_refill_allowed),
      advance_payment: '0.00', has_free_delivery: total >= 5000, promocode: promocode ? { code: promocode, discount: '500.00', currency: rub } : null,
      promocode_discount: discount.toFixed(2),
    }
  }
  function put(id: number, body: Record<string, unknown>): Response {
    const i = items.find((x) => x.id === id)
    if (!i) return json(404, { detail: 'Не найдено' })
    if ('rent_period' in body) i.rent_period = body.rent_period as number | null
    if ('refill' in body) i.refill = body.refill as boolean
    if ('tariff' in body) i.tariff = body.tariff === null ? null : TARIFFS.find((t) => t.id === body.tariff) ?? null
    if ('number' in body) {
      i.number = body.number === null ? null : [...NUMBERS, RENTABLE].find((n) => n.id === body.number) ?? null
      i.sim_type = body.sim_type === 4 ? SIM : null
    }
    if (!i.number && !i.tariff && !i.device) items = items.filter((x) => x !== i)
    return json(200, i)
  }

  const stub = stubFetch(async (request) => {
    await options.hold?.(request)
    const { method, url, body } = request
    const itemId = Number(/^\/api\/cart\/items\/(\d+)\/$/.exec(url)?.[1])
    if (method === 'GET' && url.startsWith('/api/cart/')) return json(200, cartBody())
    if (method === 'GET' && url.startsWith('/api/numbers/suitable-tariffs/')) return json(200, { results: TARIFFS.slice(2), next: null })
    if (method === 'PUT' && itemId) return put(itemId, body as Record<string, unknown>)
    if (method === 'DELETE' && itemId) {
      items = items.filter((x) => x.id !== itemId)
      return new Response(null, { status: 204 })
    }
    if (method === 'DELETE' && url === '/api/cart/') {
      items = []
      return new Response(null, { status: 204 })
    }
    if (method === 'PUT' && url === '/api/cart/promocode/') {
      const code = (body as { code: string }).code
      if (code !== 'WELCOME500') return json(400, { code: ['Промокод не действует'] })
      promocode = code
      return json(200, { code, discount: '500.00', currency: rub })
    }
    if (method === 'DELETE' && url === '/api/cart/promocode/') {
      promocode = null
      return new Response(null, { status: 204 })
    }
    return json(404, { detail: 'Не найдено' })
  })
  /** Writes and list fetches as `METHOD url body`; the cart reloads (GET /api/cart/) left out. */
  const calls = () =>
    stub.seen
      .filter((r) => !(r.method === 'GET' && r.url.startsWith('/api/cart/')))
      .map((r) => [r.method, r.url, r.body === undefined ? '' : JSON.stringify(r.body)].join(' ').trim())
  return { ...stub, calls }
}

/** Renders the island as its host would, waiting until the cart has loaded. */
async function renderCart(itemCount: number) {
  render(<OrderCart itemCount={itemCount} minRentPeriod={3} />)
  await waitFor(() => expect(screen.queryByText('Загрузка корзины')).not.toBeInTheDocument())
}
const lineOf = (text: string) => screen.getByText(text, { exact: false }).closest('li') as HTMLElement
/** Text without the no-break spaces of prices, for readable comparisons. */
const text = (element: Element) => element.textContent?.replace(/\u00A0/g, ' ') ?? ''

beforeEach(() => {
  resetCart()
  setDeliveryCost(0)
  setOrderNonFieldErrors([])
  vi.mocked(reloadPage).mockClear()
  document.cookie = 'csrftoken=tok; path=/'
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('order-cart contract', () => {
  it('the server partial carries every attribute the island requires', () => {
    const host = /<section[^>]*data-island="order-cart"[^>]*>/.exec(fixtureHTML('partials/order-cart.html'))?.[0] ?? ''
    expect(Object.keys(orderCart.schema).map((prop) => host.includes(`${dataAttrName(prop)}=`))).toEqual([true, true])
  })
})

describe('cart on /order/ (spec §4, §7)', () => {
  it('loads the cart expanded and shows each line with its number, tariff, device, SIM type and price', async () => {
    const server = cartServer([
      line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM }),
      line(2, { device: ROUTER }),
    ])
    await renderCart(2)
    expect(server.seen[0]?.url).toBe('/api/cart/?expand=suitable_numbers,suitable_tariffs')
    const first = lineOf('+7 (912) 000-00-42')
    expect(within(first).getByRole('link', { name: '+7 (912) 000-00-42' })).toHaveAttribute('href', 'http://shop.test/mts/number/79120000042.html')
    expect(text(first)).toContain('Тариф «Первый» — 300 ₽ в месяц')
    expect(text(first)).toContain('SIM-карта: Универсальная')
    expect(text(first)).toContain('15 300 ₽')
    expect(text(lineOf('Роутер 4G'))).toContain('2 500 ₽')
    expect(screen.getByRole('button', { name: 'Удалить Роутер 4G' })).toBeEnabled()
  })

  it('changes the rent period of a rentable number with PUT {rent_period}, from the site minimum', async () => {
    const server = cartServer([line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM })])
    await renderCart(1)
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    expect(within(select).getAllByRole('option').slice(0, 2).map((o) => o.textContent)).toEqual(['Без аренды (покупка)', '3 месяца'])
    await userEvent.selectOptions(select, '6')
    await waitFor(() => expect(select).toHaveValue('6'))
    await waitFor(() => expect(text(lineOf('+7 (912) 000-00-42'))).toContain('3 300 ₽'))
    expect(server.calls()).toEqual(['PUT /api/cart/items/1/ {"rent_period":6}'])
  })

  it('keeps the rent select enabled while quick changes queue, and the last one stays', async () => {
    const server = cartServer([line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM })])
    await renderCart(1)
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    for (const months of ['3', '4', '5']) {
      await userEvent.selectOptions(select, months)
      expect(select).toBeEnabled()
    }
    await waitFor(() => expect(server.calls()).toHaveLength(3))
    await waitFor(() => expect(select).toHaveValue('5'))
    expect(server.calls()).toEqual(['3', '4', '5'].map((m) => `PUT /api/cart/items/1/ {"rent_period":${m}}`))
  })

  it('goes back to buying a rented number with PUT {rent_period: null}', async () => {
    const server = cartServer([line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM, rent_period: 6 })])
    await renderCart(1)
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    expect(select).toHaveValue('6')
    await userEvent.selectOptions(select, 'Без аренды (покупка)')
    await waitFor(() => expect(select).toHaveValue(''))
    expect(server.calls()).toEqual(['PUT /api/cart/items/1/ {"rent_period":null}'])
  })

  it('has no rent period where the number cannot be rented', async () => {
    cartServer([line(1, { number: number(43), tariff: TARIFFS[0]!, sim_type: SIM })])
    await renderCart(1)
    expect(screen.queryByRole('combobox', { name: 'Срок аренды' })).not.toBeInTheDocument()
  })

  it('toggles the refill of a refillable number with PUT {refill}', async () => {
    const server = cartServer([line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM })])
    await renderCart(1)
    const refill = screen.getByRole('checkbox', { name: 'Пополнить баланс номера' })
    await userEvent.click(refill)
    await waitFor(() => expect(refill).toBeChecked())
    await waitFor(() => expect(refill).toBeEnabled())
    await userEvent.click(refill)
    await waitFor(() => expect(refill).not.toBeChecked())
    expect(server.calls()).toEqual(['PUT /api/cart/items/1/ {"refill":true}', 'PUT /api/cart/items/1/ {"refill":false}'])
  })

  it('offers suitable tariffs for a lone number, loads more, and attaches the chosen one with PUT {tariff}', async () => {
    const server = cartServer([line(1, { number: RENTABLE, sim_type: SIM })])
    await renderCart(1)
    const list = screen.getByRole('region', { name: 'Подходящие тарифы' })
    expect(within(list).getAllByRole('listitem').map(text)).toEqual(['Первый — 300 ₽ в месяцВыбрать', 'Второй — 300 ₽ в месяцВыбрать'])
    await userEvent.click(within(list).getByRole('button', { name: 'Показать ещё' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4))
    expect(within(list).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument()

    await userEvent.click(within(list).getByRole('button', { name: 'Выбрать тариф «Четвёртый»' }))
    await waitFor(() => expect(text(lineOf('+7 (912) 000-00-42'))).toContain('Тариф «Четвёртый»'))
    expect(screen.queryByRole('region', { name: 'Подходящие тарифы' })).not.toBeInTheDocument()
    expect(server.calls()).toEqual([
      'GET /api/numbers/suitable-tariffs/42/?page=2&page_size=2',
      'PUT /api/cart/items/1/ {"tariff":4}',
    ])
  })

  it('offers suitable numbers for a lone tariff and attaches one with PUT {number, sim_type: 4}', async () => {
    const server = cartServer([line(1, { tariff: TARIFFS[1]! })])
    await renderCart(1)
    const list = screen.getByRole('region', { name: 'Подходящие номера' })
    await userEvent.click(within(list).getByRole('button', { name: `Выбрать номер ${NUMBERS[1]!.number}` }))
    await waitFor(() => expect(screen.getByRole('link', { name: NUMBERS[1]!.number })).toBeInTheDocument())
    expect(text(lineOf(NUMBERS[1]!.number))).toContain('SIM-карта: Универсальная')
    expect(server.calls()).toEqual(['PUT /api/cart/items/1/ {"number":52,"sim_type":4}'])
  })

  it('detaches the tariff with PUT {tariff: null} and the number with PUT {number: null, sim_type: null}', async () => {
    const server = cartServer([line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM }), line(2, { number: number(44), tariff: TARIFFS[1]!, sim_type: SIM })])
    await renderCart(2)
    await userEvent.click(within(lineOf('+7 (912) 000-00-42')).getByRole('button', { name: 'Убрать тариф' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Подходящие тарифы' })).toBeInTheDocument())
    await userEvent.click(within(lineOf('Тариф «Второй»')).getByRole('button', { name: 'Убрать номер' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Подходящие номера' })).toBeInTheDocument())
    expect(server.calls()).toEqual([
      'PUT /api/cart/items/1/ {"tariff":null}',
      'PUT /api/cart/items/2/ {"number":null,"sim_type":null}',
    ])
  })

  it('shows the server message under a line when a change is refused', async () => {
    cartServer([line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM })], {})
    const inner = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) =>
      init.method === 'PUT' ? json(400, { rent_period: ['Минимальный срок аренды — 3 мес.'] }) : inner(input, init),
    )
    await renderCart(1)
    const select = screen.getByRole('combobox', { name: 'Срок аренды' })
    await userEvent.selectOptions(select, '4')
    const alert = await within(lineOf('+7 (912) 000-00-42')).findByRole('alert')
    expect(alert).toHaveTextContent('Минимальный срок аренды — 3 мес.')
    expect(select).toHaveAttribute('aria-describedby', alert.id)
    await waitFor(() => expect(select).toHaveValue(''))
  })

  it('removes a line with a spinner on its delete button', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const server = cartServer([line(1, { number: RENTABLE, tariff: TARIFFS[0]!, sim_type: SIM }), line(2, { device: ROUTER })], {
      hold: (r) => (r.method === 'DELETE' ? gate : undefined),
    })
    await renderCart(2)
    const remove = screen.getByRole('button', { name: 'Удалить Роутер 4G' })
    await userEvent.click(remove)
    expect(remove).toBeDisabled()
    expect(within(remove).getByText('Удаление')).toBeInTheDocument()
    release()
    await waitFor(() => expect(screen.queryByText('Роутер 4G')).not.toBeInTheDocument())
    expect(server.calls()).toEqual(['DELETE /api/cart/items/2/'])
    expect(reloadPage).not.toHaveBeenCalled()
  })
})

describe('totals, promocode and errors', () => {
  it('delivers free from the free-delivery total, whatever the form chose', async () => {
    cartServer([line(1, { tariff: TARIFFS[0]!, number: number(43), sim_type: SIM })])
    await renderCart(1)
    const totals = () => text(document.querySelector('.order-cart__totals')!)
    expect(totals()).toBe('Сумма товаров15 300 ₽ДоставкабесплатноИтого15 300 ₽')
    act(() => setDeliveryCost(350))
    expect(totals()).toBe('Сумма товаров15 300 ₽ДоставкабесплатноИтого15 300 ₽')
    expect(screen.getByText('Доставка курьером бесплатна.')).toBeInTheDocument()
  })

  it('counts the delivery cost when delivery is not free', async () => {
    cartServer([line(1, { device: { ...ROUTER, current_price: '1000.00' } })])
    await renderCart(1)
    act(() => setDeliveryCost(350))
    expect(text(document.querySelector('.order-cart__totals')!)).toBe('Сумма товаров1 000 ₽Доставка350 ₽Итого1 350 ₽')
    expect(screen.queryByText('Доставка курьером бесплатна.')).not.toBeInTheDocument()
    expect($deliveryCost.get()).toBe(350)
  })

  it('applies a promocode, shows the discount, refuses a bad one under the field, and removes it', async () => {
    const server = cartServer([line(1, { device: { ...ROUTER, current_price: '1000.00' } })])
    await renderCart(1)
    const field = screen.getByRole('textbox', { name: 'Промокод' })
    await userEvent.type(field, 'NOPE')
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }))
    const error = await screen.findByText('Промокод не действует')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAttribute('aria-describedby', error.id)
    expect(field).toHaveClass('is-invalid')

    await userEvent.clear(field)
    await userEvent.type(field, 'WELCOME500{Enter}')
    expect(await screen.findByText(/Промокод WELCOME500 применён, скидка 500/)).toBeInTheDocument()
    expect(text(document.querySelector('.order-cart__totals')!)).toBe('Сумма товаров1 000 ₽Скидка по промокоду WELCOME500−500 ₽Итого500 ₽')

    await userEvent.click(screen.getByRole('button', { name: 'Удалить промокод' }))
    expect(await screen.findByRole('textbox', { name: 'Промокод' })).toHaveValue('')
    expect(text(document.querySelector('.order-cart__totals')!)).toBe('Сумма товаров1 000 ₽Итого1 000 ₽')
    expect(server.calls()).toEqual([
      'PUT /api/cart/promocode/ {"code":"NOPE"}',
      'PUT /api/cart/promocode/ {"code":"WELCOME500"}',
      'DELETE /api/cart/promocode/',
    ])
  })

  it('shows the order non-field errors in the cart error area', async () => {
    cartServer([line(1, { device: ROUTER })])
    await renderCart(1)
    const area = document.getElementById('order-cart-errors')!
    expect(area).toHaveAttribute('role', 'alert')
    expect(area).not.toBeVisible()
    act(() => setOrderNonFieldErrors(['Номер уже продан.', 'Повторите заказ.']))
    expect(area).toBeVisible()
    expect(area).toHaveTextContent('Номер уже продан.Повторите заказ.')
    expect($orderNonFieldErrors.get()).toHaveLength(2)
  })
})

describe('page reloads (spec §4 Cart state)', () => {
  it('reloads once when the last line is removed', async () => {
    cartServer([line(2, { device: ROUTER })])
    await renderCart(1)
    await userEvent.click(screen.getByRole('button', { name: 'Удалить Роутер 4G' }))
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
    expect(screen.getByText('Корзина пуста')).toBeInTheDocument()
  })

  it('clears the cart with DELETE /api/cart/ and reloads once', async () => {
    const server = cartServer([line(1, { device: ROUTER }), line(2, { tariff: TARIFFS[0]! })])
    await renderCart(2)
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }))
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
    expect(server.calls()).toEqual(['DELETE /api/cart/'])
  })

  it('reloads when the server rendered an empty cart but the loaded one has items', async () => {
    cartServer([line(1, { device: ROUTER })])
    render(<OrderCart itemCount={0} minRentPeriod={3} />)
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
  })

  it('says the cart is empty without reloading when it was empty already', async () => {
    cartServer([])
    await renderCart(0)
    expect(screen.getByText('Корзина пуста')).toBeInTheDocument()
    expect(reloadPage).not.toHaveBeenCalled()
  })
})
