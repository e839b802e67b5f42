import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $message, $modal } from '../../shared/stores/modal'
import { json, stubFetch } from '../api/fetch-stub'
import { putPageBody, renderTemplate } from '../fixture'
import { MOUNT_WAIT, mountIsland } from './mount-island'

/** A request the form accepts, by field name. */
const FILLED: Record<string, string> = {
  'items-0-number': '+7 ( 916 ) 111 - 22 - 33',
  'items-0-price': '50000',
  'items-0-provider': '1',
  'items-0-subdomain': '2',
  name: 'Иван',
  email: 'ivan@example.com',
  number: '+7 ( 926 ) 123 - 45 - 67',
}

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  $modal.set(null)
  $message.set(null)
})

/**
 * /sell-number/ as the server renders it with `redirect_origins` in its site-config block, the
 * island mounted, the form filled and sent; the answer carries `payment_url`.
 */
async function sendRequestPaidAt(paymentUrl: string) {
  putPageBody(renderTemplate('pages/site/sell-number.html', {
    action: '/forms/sell-number/',
    placement_url: '/forms/sell-number/placement-price/',
    providers: [{ value: '1', label: 'МТС' }],
    subdomains: [{ id: 2, display_name: 'Москва' }],
    site_name: 'Магазин',
    site_config: { redirect_origins: ['https://pay.example'] },
    csrf_token: 'tok',
  }))
  stubFetch(() => json(200, { status: 'ok', payment_url: paymentUrl }))
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined)
  stop = mountIsland('sell-number')
  const form = document.querySelector<HTMLFormElement>('#sell-number-form')!
  await waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'), MOUNT_WAIT)
  for (const [name, value] of Object.entries(FILLED)) (form.elements.namedItem(name) as HTMLInputElement).value = value
  form.querySelector<HTMLInputElement>('[name="consent_to_terms"]')!.checked = true
  fireEvent.submit(form)
  return assign
}

describe('sell-number: payment_url on a payment provider (spec §7, site config `redirect_origins`)', () => {
  it('goes to a payment page on an origin the site config allows', async () => {
    const assign = await sendRequestPaidAt('https://pay.example/bill/1/')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/bill/1/'))
    expect($modal.get()).toBeNull()
  })

  it('refuses an origin not on the list and shows «Заявка отправлена»', async () => {
    const assign = await sendRequestPaidAt('https://evil.example/bill/1/')
    await waitFor(() => expect($message.get()?.title).toBe('Заявка отправлена'))
    expect(assign).not.toHaveBeenCalled()
  })
})
