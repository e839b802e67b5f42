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

/** What a line costs: a rented number is paid per month for the whole period. */
export function itemPrice(row: CartItemRow): number {
  const numberPrice =
    row.number_id === null
      ? 0
      : row.rent_period !== null
        ? (row.number_rent_price ?? 0) * row.rent_period
        : (row.number_site_price ?? 0)
  return numberPrice + (row.tariff_price ?? 0) + (row.device_price ?? 0)
}

/** Advance payment: tariffs that show one, plus the deposit of rented numbers. */
function itemAdvance(row: CartItemRow): number {
  const tariff = row.tariff_show_advance === 1 ? (row.tariff_advance_payment ?? 0) : 0
  const rent = row.rent_period !== null ? (row.number_advance_price ?? 0) : 0
  return tariff + rent
}

export function cartTotals(rows: readonly CartItemRow[]): CartTotals {
  const total = rows.reduce((sum, row) => sum + itemPrice(row), 0)
  return {
    total,
    advancePayment: rows.reduce((sum, row) => sum + itemAdvance(row), 0),
    showRefill: rows.some((row) => row.number_refill_allowed === 1),
    hasFreeDelivery: rows.length > 0 && total >= FREE_DELIVERY_FROM,
  }
}
