import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { logRequests, useReferenceServer } from 'storefront-islands/testing'
import { mountFilledCheckout } from './checkout-page'

const server = useReferenceServer()

describe('checkout order flags (spec §3 order request `flags`)', () => {
  it('sends «Позвонить перед доставкой» once checked, as flags {call_before: true}, and the server places the order', async () => {
    const page = await mountFilledCheckout()
    const sent = logRequests(server)
    const flag = screen.getByRole('checkbox', { name: 'Позвонить перед доставкой' })
    expect(flag).not.toBeChecked()

    await userEvent.click(flag)
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    const orders = sent.filter((line) => line.startsWith('POST /api/orders/ ')).map((line) => JSON.parse(line.slice('POST /api/orders/ '.length)))
    expect(orders.map((order) => order.flags)).toEqual([{ call_before: true }])
  })
})
