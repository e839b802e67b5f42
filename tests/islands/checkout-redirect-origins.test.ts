import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { referenceResponse, useReferenceServer } from 'storefront-islands/testing'
import { formSubmit, mountFilledCheckout } from './checkout-page'

const server = useReferenceServer()

/** Places the filled order on a site whose config allows `redirectOrigins`; the server's answer names `url` (a payment provider's). */
async function placeOrderGoingTo(url: string, redirectOrigins: string[]) {
  server.use(
    http.post('/api/orders/', async ({ request }) => {
      const placed = (await (await referenceResponse(request)).json()) as object
      return HttpResponse.json({ ...placed, url }, { status: 201 })
    }),
  )
  const page = await mountFilledCheckout({ redirectOrigins })
  await userEvent.click(formSubmit())
  return page
}

describe('checkout: the order url on a payment provider (spec §7 orders `url`, site config `redirect_origins`)', () => {
  it('goes to an order url on an origin the site config allows', async () => {
    const page = await placeOrderGoingTo('https://pay.example/checkout/77/', ['https://pay.example'])
    await waitFor(() => expect(page.navigations).toEqual([{ type: 'assign', url: 'https://pay.example/checkout/77/' }]))
  })

  it('refuses an origin not on the list and says the order is placed', async () => {
    const page = await placeOrderGoingTo('https://evil.example/checkout/77/', ['https://pay.example'])
    const checkout = within(page.hostsOf('checkout')[0]!.element)
    await waitFor(() => expect(checkout.getByRole('status')).toHaveTextContent('Заказ оформлен. Менеджер позвонит вам, чтобы подтвердить заказ.'))
    expect(page.navigations).toEqual([])
  })
})
