import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { fixtureHTML, loadFixture, type LoadedPage } from 'storefront-islands/testing'

interface CheckoutPageOptions {
  /** The site-config block's `redirect_origins` (none on the reference server). */
  redirectOrigins?: string[]
  /** Add the footer's exit-intent host, with delays of 0 s (it would open at once). */
  exitIntent?: boolean
}

/**
 * The checkout form's own «Оформить заказ», at its end (the cart's summary has one too, shown from
 * lg beside the form: happy-dom lays nothing out, so both count here).
 */
export const formSubmit = (): HTMLButtonElement =>
  within(screen.getByRole('region', { name: 'Оформление заказа' })).getByRole('button', { name: 'Оформить заказ' })

/**
 * /order/ as the server renders it for a filled cart and a pick-up order already typed in
 * (the catalogue's checkout-pickup.html), the islands mounted. «Оформить заказ» places it as it stands.
 */
export async function mountFilledCheckout({ redirectOrigins, exitIntent = false }: CheckoutPageOptions = {}): Promise<LoadedPage> {
  let html = fixtureHTML('checkout-pickup.html')
  if (redirectOrigins) html = html.replace('"redirect_origins":[]', `"redirect_origins":${JSON.stringify(redirectOrigins)}`)
  if (exitIntent)
    html += fixtureHTML('exit-intent.html').replace('data-initial-delay="30" data-retry-delay="86400"', 'data-initial-delay="0" data-retry-delay="0"')
  const page = await loadFixture(html)
  await waitFor(() => expect(formSubmit()).toBeEnabled())
  return page
}
