import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '../api/fetch-stub'
import { resetCart } from '../../shared/stores'
import { mountFilledCheckout } from './checkout-page'

let stop: (() => void) | undefined
beforeEach(() => {
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
})
afterEach(() => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Places the filled order; the server answers with `url`. */
async function placeOrderGoingTo(url: string, redirectOrigins: string[]) {
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined)
  const page = await mountFilledCheckout({
    siteConfig: { redirect_origins: redirectOrigins },
    order: () => json(201, { items: [], url }),
  })
  stop = page.stop
  await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
  await waitFor(() => expect(page.orders()).toHaveLength(1))
  return assign
}

describe('checkout: the order url on a payment provider (spec §7 orders `url`, site config `redirect_origins`)', () => {
  it('goes to an order url on an origin the site config allows', async () => {
    const assign = await placeOrderGoingTo('https://pay.example/checkout/77/', ['https://pay.example'])
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/77/'))
  })

  it('refuses an origin not on the list and says the order is placed', async () => {
    const assign = await placeOrderGoingTo('https://evil.example/checkout/77/', ['https://pay.example'])
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Заказ оформлен. Менеджер позвонит вам, чтобы подтвердить заказ.'))
    expect(assign).not.toHaveBeenCalled()
  })
})
