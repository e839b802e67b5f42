import type { Promocode } from '../../shared/api/types'
import type { Validated } from './body-fields'
import { CART_MESSAGES } from './messages'
import { cartIdOf, type CartParts } from './parts'
import { serializePromocode } from './promocodes'
import { snapshotOf } from './read'

/**
 * The code a cart holds (spec §4): applying one and taking it off. The codes themselves, and
 * what one takes off a total, are promocodes.ts.
 */

/** PUT /api/cart/promocode/ and the promocode link: an unknown, inactive or expired code is refused (call inside one transaction). */
export function applyPromocode(parts: CartParts, sessionId: string, code: string, hostUrl: string): Validated<Promocode> {
  const { store, promocodes } = parts
  const row = promocodes.usableByCode(code)
  if (!row) return { ok: false, errors: { code: [CART_MESSAGES.promocodeInvalid] } }
  const cartId = store.cartIdOf(sessionId) ?? store.createCart(sessionId)
  store.setPromocode(cartId, row.id)
  const { promocode, discount } = snapshotOf(parts, cartId, hostUrl)
  return { ok: true, value: serializePromocode(promocode ?? row, discount) }
}

/** DELETE /api/cart/promocode/: the cart keeps its lines. */
export function removePromocode(parts: CartParts, sessionId: string | null): void {
  const cartId = cartIdOf(parts, sessionId)
  if (cartId !== null) parts.store.setPromocode(cartId, null)
}
