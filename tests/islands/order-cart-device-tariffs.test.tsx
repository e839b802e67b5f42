import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import OrderCart from '../../islands/order-cart/OrderCart'
import type { CartItem, Device, Tariff } from '../../shared/api'
import { resetCart } from '../../shared/stores'
import { json, stubFetch } from '../api/fetch-stub'
import { cart } from '../stores/cart-fixtures'

const rub = { id: 1, name: 'RUB', site_symbol: '₽' }
const ROUTER = { id: 7, name: 'Роутер 4G', current_price: '2500.00', currency: rub } as Device
const tariff = (id: number, name: string): Tariff => ({ id, name, month_fee: '400.00', current_price: '400.00', currency: rub }) as Tariff
const TARIFFS = [tariff(21, 'Интернет S'), tariff(22, 'Интернет M'), tariff(23, 'Интернет XL')]

/**
 * The cart endpoints of spec §7 for one device line: expanded, it carries the first two suitable
 * tariffs and `tariffs_has_next`; page 2 of /api/device-suitable-tariffs/7/ has the third; PUT
 * {tariff} attaches one and {tariff: null} detaches it.
 */
function deviceCartServer() {
  let attached: Tariff | null = null
  const line = (): CartItem => ({
    id: 1, subdomain: null, number: null, tariff: attached, device: ROUTER, sim_type: null, rent_period: null, refill: false,
    suitable_tariffs: TARIFFS.slice(0, 2), suitable_numbers: [], tariffs_has_next: true, numbers_has_next: false,
  })
  return stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith('/api/cart/')) return json(200, cart([line()]))
    if (method === 'GET' && url === '/api/device-suitable-tariffs/7/?page=2&page_size=2') return json(200, { results: TARIFFS.slice(2), next: null })
    if (method === 'PUT' && url === '/api/cart/items/1/') {
      const id = (body as { tariff: number | null }).tariff
      attached = TARIFFS.find((t) => t.id === id) ?? null
      return json(200, line())
    }
    return json(404, { detail: 'Не найдено' })
  })
}

beforeEach(() => {
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
})
afterEach(() => vi.unstubAllGlobals())

describe('order-cart: tariffs for a device line (spec §3 `suitable_tariffs`, §7 /api/device-suitable-tariffs/{id}/)', () => {
  it('offers the device its suitable tariffs with «Показать ещё», attaches one and detaches it', async () => {
    const { seen } = deviceCartServer()
    render(<OrderCart itemCount={1} minRentPeriod={3} />)
    const list = await screen.findByRole('region', { name: 'Подходящие тарифы' })
    expect(within(list).getAllByRole('button', { name: /^Выбрать тариф/ }).map((b) => b.getAttribute('aria-label')))
      .toEqual(['Выбрать тариф «Интернет S»', 'Выбрать тариф «Интернет M»'])

    await userEvent.click(within(list).getByRole('button', { name: 'Показать ещё' }))
    await within(list).findByRole('button', { name: 'Выбрать тариф «Интернет XL»' })
    expect(within(list).queryByRole('button', { name: 'Показать ещё' })).toBeNull()

    await userEvent.click(within(list).getByRole('button', { name: 'Выбрать тариф «Интернет XL»' }))
    const line = (await screen.findByText('Тариф «Интернет XL»', { exact: false })).closest('li')!
    expect(line).toHaveTextContent('Роутер 4G')
    expect(screen.queryByRole('region', { name: 'Подходящие тарифы' })).toBeNull()

    await userEvent.click(within(line).getByRole('button', { name: 'Убрать тариф' }))
    await screen.findByRole('region', { name: 'Подходящие тарифы' })
    await waitFor(() => expect(screen.queryByText('Тариф «Интернет XL»', { exact: false })).toBeNull())
    expect(seen.filter((r) => r.method !== 'GET' || !r.url.startsWith('/api/cart/')).map((r) => `${r.method} ${r.url} ${JSON.stringify(r.body ?? '')}`)).toEqual([
      'GET /api/device-suitable-tariffs/7/?page=2&page_size=2 ""',
      'PUT /api/cart/items/1/ {"tariff":23}',
      'PUT /api/cart/items/1/ {"tariff":null}',
    ])
  })
})
