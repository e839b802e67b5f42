import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CartButton from '../../islands/cart-button/CartButton'
import { CartDropdown } from '../../islands/cart-summary/CartDropdown'
import type { CartItem, Device, PhoneNumber, Tariff } from '../../shared/api'
import { loadCart, resetCart } from '../../shared/stores'
import { fakeCartServer } from '../stores/fake-cart-server'

const rub = { id: 1, name: 'Рубль', site_symbol: '₽' }
const NUMBER = { id: 42, number: '+7 (912) 345-67-89', site_price: '15000.00', rent_price: '500.00', currency: rub } as PhoneNumber
const TARIFF = { id: 9, name: 'Всё просто', current_price: '300.00', currency: rub } as Tariff
const DEVICE = { id: 7, name: 'Роутер 4G', current_price: '2500.00', currency: rub } as Device

function line(id: number, parts: Partial<Pick<CartItem, 'number' | 'tariff' | 'device' | 'rent_period'>>): CartItem {
  return { id, subdomain: null, number: null, tariff: null, device: null, sim_type: null, rent_period: null, refill: false, ...parts }
}

/** Makes every DELETE wait for the returned `release` before it reaches the fake server. */
function holdDeletes(): () => void {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  const inner = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'DELETE') await gate
    return inner(input, init)
  })
  return release
}

beforeEach(() => {
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('header cart dropdown', () => {
  it('is a closed disclosure that opens on click and says the cart is empty', async () => {
    render(<CartDropdown />)
    const toggle = screen.getByRole('button', { name: 'Корзина' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Корзина пуста')).not.toBeVisible()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Корзина пуста')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order/')
  })

  it('lists the items with their prices and the total', async () => {
    fakeCartServer([line(1, { number: NUMBER, tariff: TARIFF }), line(2, { device: DEVICE }), line(3, { number: { ...NUMBER, id: 43 }, rent_period: 6 })])
    await loadCart()
    render(<CartDropdown cartUrl="/order/" />)
    await userEvent.click(screen.getByRole('button', { name: 'Корзина' }))
    const items = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\u00A0/g, ' ').replace('×', '').trim())
    expect(items).toEqual([
      '+7 (912) 345-67-89, Тариф «Всё просто»15 300 ₽',
      'Роутер 4G2 500 ₽',
      '+7 (912) 345-67-893 000 ₽',
    ])
    expect(screen.getByText('Итого', { exact: false })).toHaveTextContent(/Итого: 300\s₽/)
  })

  it('removes an item with a spinner on its button, and the card button gets its label back', async () => {
    const server = fakeCartServer([line(5, { device: DEVICE })])
    await loadCart()
    const release = holdDeletes()
    render(
      <>
        <CartButton device={7} />
        <CartDropdown />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Оформить' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Корзина' }))
    const remove = screen.getByRole('button', { name: 'Удалить Роутер 4G' })
    await userEvent.click(remove)
    expect(remove).toBeDisabled()
    expect(within(remove).getByText('Удаление')).toBeInTheDocument()
    release()

    expect(await screen.findByText('Корзина пуста')).toBeVisible()
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeEnabled()
    expect(server.lines()).toEqual(['GET /api/cart/', 'DELETE /api/cart/items/5/', 'GET /api/cart/'])
  })

  it('closes on Escape and gives the focus back to its button', async () => {
    render(<CartDropdown />)
    const toggle = screen.getByRole('button', { name: 'Корзина' })
    await userEvent.click(toggle)
    screen.getByRole('link', { name: 'Оформить заказ' }).focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    expect(toggle).toHaveFocus()
  })
})
