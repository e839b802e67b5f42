/**
 * Types for every entity of spec §3 and every request/response of spec §7.
 * Shared by islands and the reference server, so it holds types only (no runtime code).
 * Import from here; the `model/` files only keep each group small.
 *
 * Conventions, matching what Django REST framework sends:
 * - ids are numbers; DecimalField prices are strings such as `'1500.00'`;
 * - nullable relations are `T | null`, never optional.
 */

export type * from './model/common'
export type * from './model/catalog'
export type * from './model/cart'
export type * from './model/content'
export type * from './model/forms'

/**
 * POST /api/orders/ body as the checkout form sends it: the spec's order request (§3) plus
 * `city`, which the backend requires too; `cart` is left out (the session's cart is ordered).
 */
export interface CheckoutOrderRequest extends Omit<import('./model/cart').OrderRequest, 'cart'> {
  city: string
}
