import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetCart } from '../../shared/stores'
import { mountFilledCheckout } from './checkout-page'
import { resetModals } from './modal-pages'
import { MOUNT_WAIT, mountIsland } from './mount-island'

const stops: (() => void)[] = []
beforeEach(() => {
  localStorage.clear()
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
  vi.spyOn(location, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  stops.splice(0).reverse().forEach((stop) => stop())
  resetModals()
  vi.restoreAllMocks()
})

const leave = () => fireEvent.mouseLeave(document.documentElement, { relatedTarget: null })

describe('checkout and the exit-intent modal (spec §4 «any successful form disables it permanently»)', () => {
  it('a placed order turns the exit-intent modal off: leaving the page then shows no «Подпишитесь на скидки»', async () => {
    // Delays of 0 s: without the order the pointer leaving the page would open it at once.
    const page = await mountFilledCheckout({ footer: true })
    stops.push(page.stop, mountIsland('exit-intent'))
    await waitFor(() => expect(document.querySelector('[data-island="exit-intent"] dialog')).not.toBeNull(), MOUNT_WAIT)
    await act(async () => {})

    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(`${location.origin}/order/result/1/`))
    leave()
    expect(screen.queryByRole('dialog', { name: 'Подпишитесь на скидки' })).toBeNull()
  })
})
