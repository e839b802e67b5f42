import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartItem, PhoneNumber } from '../../shared/api'
import { resetCart } from '../../shared/stores'
import { renderTemplate } from '../fixture'
import { fakeCartServer } from '../stores/fake-cart-server'
import { MOUNT_WAIT, mountIsland } from './mount-island'

const rub = { id: 1, name: 'Рубль', site_symbol: '₽' }
const number = (id: number) => ({ id, number: `+7 (912) 345-67-${id}`, site_price: '15000.00', currency: rub }) as PhoneNumber
const line = (id: number): CartItem => ({ id, subdomain: null, number: number(id), tariff: null, device: null, sim_type: null, rent_period: null, refill: false })

let stop: (() => void) | undefined
beforeEach(() => resetCart())
afterEach(() => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
})

/** The header's cart link as the server renders it for a cart of `items`. */
const putHeaderCart = (items: CartItem[]) => {
  document.body.innerHTML = renderTemplate('partials/cart-summary.html', { cart: { items } })
}
const link = () => screen.getByRole('link', { name: /^Корзина/ })
/** Mounted, the link is the cart dropdown's button. */
const toggle = () => screen.getByRole('button', { name: /^Корзина/ })

describe('cart-summary, mounted over the server link', () => {
  it('takes the server count of an empty cart and asks the server for nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    putHeaderCart([])
    expect(link()).toHaveTextContent('Корзина (0)')
    stop = mountIsland('cart-summary')
    await waitFor(() => expect(toggle()).toHaveTextContent('Корзина 0, 0 товаров'), MOUNT_WAIT)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('loads a cart with items and shows their count and total', async () => {
    fakeCartServer([line(11), line(12)])
    putHeaderCart([line(11), line(12)])
    stop = mountIsland('cart-summary')
    await waitFor(() => expect(toggle()).toHaveTextContent(/^Корзина 2, 2 товара [\d\s]+ ₽$/), MOUNT_WAIT)
  })
})
