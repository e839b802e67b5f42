import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { orderFormContext } from '../../server/orders/form-context'
import type { SiteConfig } from '../../server/site-config'
import { json, type SeenRequest } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'
import { item } from '../stores/cart-fixtures'
import { fakeCartServer } from '../stores/fake-cart-server'
import { MOUNT_WAIT, mountIsland } from './mount-island'

/** A pick-up order the form accepts as it stands: nothing to type before «Оформить заказ». */
export const FILLED_PICKUP_ORDER: Record<string, string> = {
  client_name: 'Иван Петров',
  client_email: 'ivan@example.com',
  client_phones_1: '+7 ( 912 ) 345 - 67 - 89',
  city: 'Казань',
  delivery_type: '2',
  payment_type: 'cash',
}

interface CheckoutPageOptions {
  /** The site-config block's settings (e.g. `redirect_origins`). */
  siteConfig?: Partial<SiteConfig>
  /** Add the footer with its modal hosts (the exit-intent one among them). */
  footer?: boolean
  /** The answer of POST /api/orders/. */
  order?: (request: SeenRequest) => Response
}

/**
 * /order/ as the server renders it for a cart of one tariff, the form already filled in
 * (FILLED_PICKUP_ORDER), the checkout island mounted through the runtime. Returns the runtime's
 * stop and the POST /api/orders/ requests seen.
 */
export async function mountFilledCheckout({ siteConfig = {}, footer = false, order }: CheckoutPageOptions = {}) {
  const cart = fakeCartServer([item(7, { tariff: 31 })], (request) =>
    request.url === '/api/orders/' ? (order ?? (() => json(201, { items: [], url: '/order/result/1/' })))(request) : undefined,
  )
  const context = { site_name: 'Магазин', site_config: { exit_intent_initial_delay: 0, exit_intent_retry_delay: 0, ...siteConfig } }
  const form = renderTemplate('partials/order-form.html', {
    lines: [{}],
    errors: {},
    csrf_token: 'tok',
    ...orderFormContext({ values: FILLED_PICKUP_ORDER, hasFreeDelivery: false }),
  })
  document.body.innerHTML = [
    renderTemplate('partials/site-config.html', context),
    `<div class="container site-page site-order"><div class="cart-errors" role="alert"></div>${form}</div>`,
    footer ? renderTemplate('partials/footer.html', context) : '',
  ].join('')
  const stop = mountIsland('checkout')
  await waitFor(() => expect(document.querySelector('[data-island="checkout"]')).toHaveAttribute('data-island-state', 'mounted'), MOUNT_WAIT)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled())
  return { stop, orders: () => cart.seen.filter((request) => request.url === '/api/orders/') }
}
