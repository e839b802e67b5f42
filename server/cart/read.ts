import type { Cart, CartExpand, CartItem } from '../../shared/api/types'
import { toDecimal } from '../money'
import { cartIdOf, type CartParts } from './parts'
import { cartTotals, type CartTotals } from './pricing'
import { promocodeDiscount, serializePromocode, type PromocodeRow } from './promocodes'
import type { CartItemRow } from './store'

/** `expand` of GET /api/cart/: comma-separated, unknown names ignored. */
export function parseExpand(value: unknown): ReadonlySet<CartExpand> {
  const known: readonly CartExpand[] = ['suitable_numbers', 'suitable_tariffs']
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : ''
  return new Set(
    known.filter((name) =>
      text
        .split(',')
        .map((s) => s.trim())
        .includes(name),
    ),
  )
}

/** A cart as checkout reads it: its lines (rows and API shape), totals and promocode. */
interface CartSnapshot {
  cartId: number
  rows: CartItemRow[]
  items: CartItem[]
  totals: CartTotals
  promocode: PromocodeRow | null
  /** Kopecks the promocode takes off (never more than the items total). */
  discount: number
}

export function snapshotOf(parts: CartParts, cartId: number, hostUrl: string, expand?: ReadonlySet<CartExpand>): CartSnapshot {
  const { store, promocodes, serializeItems } = parts
  const rows = store.items(cartId)
  const totals = cartTotals(rows)
  const promocodeId = store.promocodeIdOf(cartId)
  const promocode = promocodeId === null ? null : promocodes.usableById(promocodeId)
  const discount = promocode ? promocodeDiscount(promocode, totals.total) : 0
  return { cartId, rows, items: serializeItems(rows, hostUrl, expand), totals, promocode, discount }
}

/** The session's cart with its rows, for checkout (inside the order's transaction) and its page; null without a cart. */
export function sessionSnapshot(parts: CartParts, sessionId: string | null, hostUrl: string, expand?: ReadonlySet<CartExpand>): CartSnapshot | null {
  const cartId = cartIdOf(parts, sessionId)
  return cartId === null ? null : snapshotOf(parts, cartId, hostUrl, expand)
}

const EMPTY_CART: Cart = {
  items: [],
  total_price: toDecimal(0),
  show_refill: false,
  advance_payment: toDecimal(0),
  has_free_delivery: false,
  promocode: null,
  promocode_discount: toDecimal(0),
}

/**
 * GET /api/cart/: the session's cart; no session or no cart yet reads as an empty cart.
 * `total_price` is after the promocode (never below 0); `promocode_discount` is what it took off.
 */
export function cartOf(parts: CartParts, sessionId: string | null, hostUrl: string, expand?: ReadonlySet<CartExpand>): Cart {
  const snapshot = sessionSnapshot(parts, sessionId, hostUrl, expand)
  if (snapshot === null) return { ...EMPTY_CART, items: [] }
  const { items, totals, promocode, discount } = snapshot
  return {
    items,
    total_price: toDecimal(totals.total - discount),
    show_refill: totals.showRefill,
    advance_payment: toDecimal(totals.advancePayment),
    has_free_delivery: totals.hasFreeDelivery,
    promocode: promocode ? serializePromocode(promocode, discount) : null,
    promocode_discount: toDecimal(discount),
  }
}
