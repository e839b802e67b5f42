import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { logRequests, useReferenceServer } from 'storefront-islands/testing'
import { formSubmit, mountFilledCheckout } from './checkout-page'

const server = useReferenceServer()

/** The order bodies the page posted, in order. */
const postedOrders = (sent: string[]) =>
  sent.filter((line) => line.startsWith('POST /api/orders/ ')).map((line) => JSON.parse(line.slice('POST /api/orders/ '.length)))

/** Tomorrow's digits as typed into the date field (its mask writes d.m.Y). */
function tomorrow(): string {
  const day = new Date()
  day.setDate(day.getDate() + 1)
  return [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('') + String(day.getFullYear())
}

describe('checkout order flags (spec §3 order request `flags`)', () => {
  it('sends «Позвонить перед доставкой» once checked for a courier, as flags {call_before: true}, and the server places the order', async () => {
    const page = await mountFilledCheckout()
    const sent = logRequests(server)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: /Курьером/ }))
    // The order's one city is the courier's too.
    await user.clear(screen.getByRole('textbox', { name: /^Город/ }))
    await user.type(screen.getByRole('textbox', { name: /^Город/ }), 'Казань')
    await user.type(screen.getByRole('textbox', { name: /^Адрес доставки/ }), 'ул. Баумана, д. 1')
    await user.type(screen.getByRole('textbox', { name: /^Дата доставки/ }), tomorrow())
    // The pick-up form was posted without a window: the courier's hours are typed in.
    await user.type(screen.getByLabelText(/^Время с/), '10:00')
    await user.type(screen.getByLabelText(/^Время до/), '18:00')
    const flag = screen.getByRole('checkbox', { name: 'Позвонить перед доставкой' })
    expect(flag).not.toBeChecked()

    await user.click(flag)
    await user.click(formSubmit())
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(postedOrders(sent).map((order) => order.flags)).toEqual([{ call_before: true }])
  })

  it('leaves the courier wish out of a pick-up order: its box is hidden with the courier panel', async () => {
    const page = await mountFilledCheckout()
    const sent = logRequests(server)
    const flag = screen.getByRole('checkbox', { name: 'Позвонить перед доставкой', hidden: true })
    expect(flag.closest('[hidden]')).not.toBeNull()

    await userEvent.click(formSubmit())
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(postedOrders(sent).map((order) => order.flags)).toEqual([{}])
  })
})
