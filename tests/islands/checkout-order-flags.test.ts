import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetCart } from '../../shared/stores'
import { mountFilledCheckout } from './checkout-page'

let stop: (() => void) | undefined
beforeEach(() => {
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
  vi.spyOn(location, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('checkout order flags (spec §3 order request `flags`)', () => {
  it('sends «Позвонить перед доставкой» once checked, as flags {call_before: true}', async () => {
    const page = await mountFilledCheckout()
    stop = page.stop
    const submit = screen.getByRole('button', { name: 'Оформить заказ' })
    const flag = screen.getByRole('checkbox', { name: 'Позвонить перед доставкой' })
    expect(flag).not.toBeChecked()

    await userEvent.click(flag)
    await userEvent.click(submit)
    await waitFor(() => expect(page.orders()).toHaveLength(1))
    expect((page.orders()[0]!.body as { flags: unknown }).flags).toEqual({ call_before: true })
  })
})
