import type { CartExpand } from '../../shared/api/types'
import { addLine } from './add'
import { applyPromocode, removePromocode } from './cart-promocode'
import { changeLine } from './change'
import { cartIdOf, createCartParts, type CartServiceOptions } from './parts'
import { cartOf, sessionSnapshot } from './read'
import { emptyCart, removeLine } from './remove'
import { validateAddItem } from './validate-add'

export type CartService = ReturnType<typeof createCartService>

/**
 * The cart rules of spec §4 and §9 over the cart tables, answering in the API shapes of §7:
 * reading (read.ts), adding (add.ts, after validate-add.ts checked the body), changing
 * (change.ts, its body checked by validate-change.ts), removing (remove.ts) and the cart's
 * promocode (cart-promocode.ts); each write runs in one transaction.
 */
export function createCartService(options: CartServiceOptions) {
  const parts = createCartParts(options)
  const { db, lookups, minRentPeriod, promocodes } = parts
  return {
    cartOf: (sessionId: string | null, hostUrl: string, expand?: ReadonlySet<CartExpand>) => cartOf(parts, sessionId, hostUrl, expand),
    /** The session's cart with its rows, for checkout (inside the order's transaction) and its page; null without a cart. */
    snapshot: (sessionId: string | null, hostUrl: string, expand?: ReadonlySet<CartExpand>) => sessionSnapshot(parts, sessionId, hostUrl, expand),
    validateAdd: (body: unknown) => validateAddItem(body, lookups, { minRentPeriod }),
    add: db.transaction(addLine.bind(null, parts)),
    update: db.transaction(changeLine.bind(null, parts)),
    removeItem: (sessionId: string | null, itemId: number) => removeLine(parts, sessionId, itemId),
    /** DELETE /api/cart/: drops every line and the promocode (spec §4: a clear resets everything). */
    clear: db.transaction((sessionId: string | null): void => {
      const cartId = cartIdOf(parts, sessionId)
      if (cartId !== null) emptyCart(parts, cartId)
    }),
    /** Whether the code would apply now (the promocode link checks before making a session). */
    promocodeUsable: (code: string): boolean => promocodes.usableByCode(code) !== null,
    applyPromocode: db.transaction(applyPromocode.bind(null, parts)),
    removePromocode: (sessionId: string | null) => removePromocode(parts, sessionId),
    /** Empties a cart after its order was placed (the promocode is used up with it). */
    emptyAfterOrder: (cartId: number): void => emptyCart(parts, cartId),
  }
}
