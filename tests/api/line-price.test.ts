import { describe, expect, it } from 'vitest'
import { cartLinePrice } from '../../shared/api/line-price'
import { linePrice, linePrices } from '../../browser/stores/cart-lines'
import type { CartItem } from '../../shared/api/types'

describe('cartLinePrice: the one price rule of a cart line', () => {
  const number = { sitePrice: 5000, rentPrice: 300 }

  it('prices a bought number at its site price, a rented one at rent × months', () => {
    expect(cartLinePrice({ number, rentPeriod: null, tariffPrice: null, devicePrice: null })).toEqual({
      number: 5000,
      tariff: 0,
      device: 0,
      total: 5000,
    })
    expect(cartLinePrice({ number, rentPeriod: 6, tariffPrice: null, devicePrice: null })).toEqual({
      number: 1800,
      tariff: 0,
      device: 0,
      total: 1800,
    })
  })

  it('adds the tariff and the device; a line without a number costs what they cost', () => {
    expect(cartLinePrice({ number, rentPeriod: 3, tariffPrice: 450, devicePrice: null }).total).toBe(1350)
    expect(cartLinePrice({ number: null, rentPeriod: null, tariffPrice: null, devicePrice: 12990 })).toEqual({
      number: 0,
      tariff: 0,
      device: 12990,
      total: 12990,
    })
  })

  it('reads a line of the cart API (decimal strings) in the islands', () => {
    const item = {
      number: { site_price: '5000.00', rent_price: '300.00' },
      rent_period: 3,
      tariff: { current_price: '450.50' },
      device: null,
    } as unknown as CartItem
    expect(linePrices(item)).toEqual({ number: 900, tariff: 450.5, device: 0, total: 1350.5 })
    expect(linePrice({ ...item, rent_period: null })).toBe(5450.5)
  })
})
