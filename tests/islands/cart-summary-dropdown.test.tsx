import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartItem, Device } from '../../shared/api'
import { resetCart } from '../../shared/stores'
import { renderTemplate } from '../fixture'
import { fakeCartServer } from '../stores/fake-cart-server'
import { MOUNT_WAIT, mountIsland } from './mount-island'

const rub = { id: 1, name: 'Рубль', site_symbol: '₽' }
const ROUTER = { id: 7, name: 'Роутер 4G', current_price: '2500.00', currency: rub } as Device
// The fake server's total is 100 ₽ a line (cart-fixtures).
const LINE: CartItem = { id: 5, subdomain: null, number: null, tariff: null, device: ROUTER, sim_type: null, rent_period: null, refill: false }

let stop: (() => void) | undefined
beforeEach(() => resetCart())
afterEach(() => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
})

describe('the header cart: one control (spec §2 «cart dropdown with items and total»)', () => {
  it('without script the count link leads to the cart; mounted, it is the dropdown button that opens the items and total', async () => {
    fakeCartServer([LINE])
    document.body.innerHTML = renderTemplate('partials/cart-summary.html', { cart: { items: [LINE] } })
    expect(screen.getByRole('link', { name: 'Корзина (1)' })).toHaveAttribute('href', '/order/')

    stop = mountIsland('cart-summary')
    const toggle = await screen.findByRole('button', { name: /^Корзина/ }, MOUNT_WAIT)
    await waitFor(() => expect(toggle).toHaveTextContent(/^Корзина 1, 1 товар 100\s₽$/))
    expect(screen.queryByRole('link', { name: /^Корзина/ })).toBeNull()
    expect(screen.getAllByText(/Корзина/)).toHaveLength(1)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: 'Товары в корзине' })
    expect(within(panel).getByRole('listitem')).toHaveTextContent('Роутер 4G')
    expect(within(panel).getByText('Итого', { exact: false })).toHaveTextContent(/Итого: 100\s₽/)
    expect(within(panel).getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order/')
  })
})
