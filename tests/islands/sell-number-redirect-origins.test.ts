import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, referenceResponse, storedRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/** A request the form accepts, by field name. */
const FILLED: Record<string, string> = {
  'items-0-number': '+7 ( 916 ) 111 - 22 - 33',
  'items-0-price': '50000',
  'items-0-provider': '1',
  'items-0-subdomain': '52',
  name: 'Иван',
  email: 'ivan@example.com',
  number: '+7 ( 926 ) 123 - 45 - 67',
}

/**
 * /sell-number/ as the server renders it, on a site whose config allows `https://pay.example`; the
 * form filled and sent. The reference server stores the request; its answer names `paymentUrl`.
 */
async function sendRequestPaidAt(paymentUrl: string) {
  // The reference server's answer, with the bill on a payment provider instead of its own page.
  server.use(
    http.post('/forms/sell-number/', async ({ request }) => {
      const accepted = (await (await referenceResponse(request)).json()) as object
      return HttpResponse.json({ ...accepted, payment_url: paymentUrl })
    }),
  )
  const page = await loadFixture(fixtureHTML('sell-number.html').replace('"redirect_origins":[]', '"redirect_origins":["https://pay.example"]'))
  const form = document.querySelector<HTMLFormElement>('#sell-number-form')!
  for (const [name, value] of Object.entries(FILLED)) (form.elements.namedItem(name) as HTMLInputElement).value = value
  form.querySelector<HTMLInputElement>('[name="consent_to_terms"]')!.checked = true
  fireEvent.submit(form)
  return page
}

describe('sell-number: payment_url on a payment provider (spec §7, site config `redirect_origins`)', () => {
  it('goes to a payment page on an origin the site config allows', async () => {
    const page = await sendRequestPaidAt('https://pay.example/bill/1/')
    await waitFor(() => expect(page.navigations).toEqual([{ type: 'assign', url: 'https://pay.example/bill/1/' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await storedRequests('sell-number')).toEqual([expect.objectContaining({ name: 'Иван', email: 'ivan@example.com' })])
  })

  it('refuses an origin not on the list and shows «Заявка отправлена»', async () => {
    const page = await sendRequestPaidAt('https://evil.example/bill/1/')
    expect(await screen.findByRole('dialog', { name: 'Заявка отправлена' })).toHaveAttribute('open')
    expect(page.navigations).toEqual([])
  })
})
