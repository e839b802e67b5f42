import type { Currency, Promocode } from '../../shared/api/types'
import type { Db } from '../db/open'
import { toDecimal } from '../money'

/**
 * A promocode row. `kind` 'amount' takes `value` kopecks off the cart; 'percent' takes
 * `value` whole percent of the items total (rounded down to the kopeck). Either way the
 * discount never exceeds the total, so a cart never costs less than 0.
 */
export interface PromocodeRow {
  id: number
  code: string
  kind: 'amount' | 'percent'
  value: number
  currency_id: number
  currency_name: string
  currency_symbol: string
  active: number
  expires: number | null
}

export function createPromocodeStore(db: Db, now: () => number = Date.now) {
  const select = `SELECT p.*, c.name AS currency_name, c.site_symbol AS currency_symbol
    FROM promocodes p JOIN currencies c ON c.id = p.currency_id`
  const byCode = db.prepare(`${select} WHERE p.code = ?`)
  const byId = db.prepare(`${select} WHERE p.id = ?`)
  const usable = (row: PromocodeRow | undefined): PromocodeRow | null =>
    row && row.active === 1 && (row.expires === null || row.expires > now()) ? row : null

  return {
    /** The code if it exists, is active and not expired (codes compare case-insensitively). */
    usableByCode: (code: string): PromocodeRow | null => usable(byCode.get(code.trim()) as PromocodeRow | undefined),
    /** The cart's promocode if it still works; an expired one simply stops applying. */
    usableById: (id: number): PromocodeRow | null => usable(byId.get(id) as PromocodeRow | undefined),
  }
}

/** Kopecks the code takes off an items total of `total` kopecks. */
export function promocodeDiscount(row: PromocodeRow, total: number): number {
  const raw = row.kind === 'amount' ? row.value : Math.floor((total * row.value) / 100)
  return Math.max(0, Math.min(raw, total))
}

/**
 * The `promocode` of GET /api/cart/: `discount` is what the code takes off this cart
 * right now (the same sum as the cart's `promocode_discount`), in the code's currency.
 */
export function serializePromocode(row: PromocodeRow, discount: number): Promocode {
  const currency: Currency = { id: row.currency_id, name: row.currency_name, site_symbol: row.currency_symbol }
  return { code: row.code, discount: toDecimal(discount), currency }
}
