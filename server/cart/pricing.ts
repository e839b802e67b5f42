import { cartLinePrice, type LinePrice } from '../../shared/api/line-price'
import type { CartItem, Decimal } from '../../shared/api/types'
import { toDecimal } from '../money'
import type { CartItemRow } from './store'

/**
 * Delivery is free from this cart total (kopecks). The real threshold is a Django setting
 * the spec does not show; 5 000 ₽ makes both states easy to reach with the demo catalogue.
 */
const FREE_DELIVERY_FROM = 5000_00

export interface CartTotals {
  total: number
  advancePayment: number
  showRefill: boolean
  hasFreeDelivery: boolean
}

/** What a cart line costs, kopecks, by the one rule of shared/api/line-price.ts. */
export function rowPrice(row: CartItemRow): LinePrice {
  return cartLinePrice({
    number: row.number_id === null ? null : { sitePrice: row.number_site_price ?? 0, rentPrice: row.number_rent_price ?? 0 },
    rentPeriod: row.rent_period,
    tariffPrice: row.tariff_price,
    devicePrice: row.device_price,
  })
}

/** The lines of a cart as its pages show them: each item with its price (DRF decimal). */
export function pricedLines(rows: readonly CartItemRow[], items: readonly CartItem[]): { item: CartItem; price: Decimal }[] {
  return items.map((item, index) => ({ item, price: toDecimal(rows[index] ? rowPrice(rows[index]).total : 0) }))
}

/** Advance payment: tariffs that show one, plus the deposit of rented numbers. */
function itemAdvance(row: CartItemRow): number {
  const tariff = row.tariff_show_advance === 1 ? (row.tariff_advance_payment ?? 0) : 0
  const rent = row.rent_period !== null ? (row.number_advance_price ?? 0) : 0
  return tariff + rent
}

export function cartTotals(rows: readonly CartItemRow[]): CartTotals {
  const total = rows.reduce((sum, row) => sum + rowPrice(row).total, 0)
  return {
    total,
    advancePayment: rows.reduce((sum, row) => sum + itemAdvance(row), 0),
    showRefill: rows.some((row) => row.number_refill_allowed === 1),
    hasFreeDelivery: rows.length > 0 && total >= FREE_DELIVERY_FROM,
  }
}
