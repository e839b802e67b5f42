import type { CartItem } from '../../shared/api/types'
import type { Validated } from './body-fields'
import { CART_ERROR_CODES } from '../../shared/api/cart-rules'
import { CART_MESSAGES } from './messages'
import { ruleError, type CartParts, type CartRuleError } from './parts'
import type { NewCartItem } from './store'

/** POST /api/cart/items/ after validation: adds the line unless the cart rules refuse it (call inside one transaction). */
export function addLine(parts: CartParts, sessionId: string, item: NewCartItem, hostUrl: string): Validated<CartItem, CartRuleError> {
  const { store, cartMaxItems, serializeItems } = parts
  const cartId = store.cartIdOf(sessionId) ?? store.createCart(sessionId)
  if (store.holdsAny(cartId, item)) {
    return ruleError(CART_MESSAGES.alreadyInCart, CART_ERROR_CODES.alreadyInCart)
  }
  if (store.count(cartId) >= cartMaxItems) {
    return ruleError(CART_MESSAGES.maxItems, CART_ERROR_CODES.maxItems)
  }
  const itemId = store.add(cartId, item)
  const row = store.item(cartId, itemId)
  if (!row) throw new Error(`Cart item ${itemId} vanished right after insert`)
  const [serialized] = serializeItems([row], hostUrl)
  return { ok: true, value: serialized as CartItem }
}
