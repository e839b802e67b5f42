import { cartIdOf, type CartParts } from './parts'

/** DELETE /api/cart/items/{id}/: false when the line is not in this session's cart. */
export function removeLine(parts: CartParts, sessionId: string | null, itemId: number): boolean {
  const cartId = cartIdOf(parts, sessionId)
  return cartId !== null && parts.store.remove(cartId, itemId)
}

/**
 * Drops every line and the promocode (call inside one transaction): DELETE /api/cart/ (spec §4:
 * a clear resets everything), and a cart whose order was placed (the promocode is used up with it).
 */
export function emptyCart({ store }: CartParts, cartId: number): void {
  store.clear(cartId)
  store.setPromocode(cartId, null)
}
