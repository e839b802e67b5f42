import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../browser/api/errors'
import { addCartItem, clearCart, getCart, removeCartItem, removePromocode, setPromocode, updateCartItem } from '../../browser/api/cart'
import { confirmSigninCode, sendSigninCode } from '../../browser/api/signin'
import { json, stubFetch } from './fetch-stub'

beforeEach(() => {
  document.cookie = 'csrftoken=abc; path=/'
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cart resource', () => {
  it('calls the URLs and bodies of spec §7', async () => {
    const { seen } = stubFetch(() => json(200, {}))
    await getCart()
    await getCart(true)
    await addCartItem({ number: 42, sim_type: 4, rent_period: 3 })
    await addCartItem({ tariff: 9 })
    await updateCartItem(5, { number: null, sim_type: null })
    await updateCartItem(5, { refill: true })
    await removeCartItem(5)
    await clearCart()
    await setPromocode('SALE10')
    await removePromocode()
    expect(seen.map((r) => [r.method, r.url, r.csrf, r.body])).toEqual([
      ['GET', '/api/cart/', null, undefined],
      ['GET', '/api/cart/?expand=suitable_numbers,suitable_tariffs', null, undefined],
      ['POST', '/api/cart/items/', 'abc', { number: 42, sim_type: 4, rent_period: 3 }],
      ['POST', '/api/cart/items/', 'abc', { tariff: 9 }],
      ['PUT', '/api/cart/items/5/', 'abc', { number: null, sim_type: null }],
      ['PUT', '/api/cart/items/5/', 'abc', { refill: true }],
      ['DELETE', '/api/cart/items/5/', 'abc', undefined],
      ['DELETE', '/api/cart/', 'abc', undefined],
      ['PUT', '/api/cart/promocode/', 'abc', { code: 'SALE10' }],
      ['DELETE', '/api/cart/promocode/', 'abc', undefined],
    ])
  })
})

describe('sign-in resource', () => {
  it('sends the phone, then confirms the code and returns redirect_to', async () => {
    const { seen } = stubFetch((r) =>
      r.url.endsWith('send-signin-code/') ? new Response(null, { status: 200 }) : json(200, { redirect_to: '/customer/' }),
    )
    const sent = await sendSigninCode('+79123456789')
    const confirmed = await confirmSigninCode('+79123456789', '1234')
    expect([sent, confirmed]).toEqual([{}, { redirect_to: '/customer/' }])
    expect(seen.map((r) => [r.method, r.url, r.csrf, r.body])).toEqual([
      ['POST', '/api/customers/send-signin-code/', 'abc', { phone_number: '+79123456789' }],
      ['POST', '/api/customers/confirm-signin-code/', 'abc', { phone_number: '+79123456789', code: '1234' }],
    ])
  })

  it('rejects a rate-limited send with the limit time and a bad code with field errors', async () => {
    stubFetch((r) =>
      r.url.endsWith('send-signin-code/') ? json(429, { rate_limited_until: '2030-01-01T10:00:00Z' }) : json(400, { code: ['Неверный код'] }),
    )
    const sendError = await sendSigninCode('+79123456789').catch((e: unknown) => e)
    const confirmError = await confirmSigninCode('+79123456789', '0000').catch((e: unknown) => e)
    expect(sendError).toBeInstanceOf(ApiError)
    expect(confirmError).toBeInstanceOf(ApiError)
    expect([(sendError as ApiError).rateLimitedUntil, (confirmError as ApiError).fieldErrors]).toEqual([
      '2030-01-01T10:00:00Z',
      { code: ['Неверный код'] },
    ])
  })
})
