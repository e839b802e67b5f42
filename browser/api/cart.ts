import { api } from './client'
import type { Cart, CartAddBody, CartAddResponse, CartItemUpdateBody, CartItemUpdateResponse, Promocode } from '../../shared/api/types'

/** Cart endpoints of spec §7. Callers that write should go through the cart store's queue. */
const CART_URL = '/api/cart/'
const CART_ITEMS_URL = '/api/cart/items/'
const CART_PROMOCODE_URL = '/api/cart/promocode/'

/** URL of one cart item. */
const cartItemUrl = (id: number): string => `${CART_ITEMS_URL}${id}/`

/** GET the cart; `expand` adds the suitable numbers and tariffs of each item (cart page). */
export function getCart(expand = false, signal?: AbortSignal): Promise<Cart> {
  // Written literally: the backend splits `expand` on the comma, not on repeated keys.
  const url = expand ? `${CART_URL}?expand=suitable_numbers,suitable_tariffs` : CART_URL
  return api.get<Cart>(url, { signal })
}

/** DELETE the whole cart. */
export function clearCart(): Promise<void> {
  return api.delete<void>(CART_URL)
}

/** POST a number, a tariff or a device. */
export function addCartItem(body: CartAddBody): Promise<CartAddResponse> {
  return api.post<CartAddResponse>(CART_ITEMS_URL, body)
}

/** PUT a change of one item (attach/detach number or tariff, rent period, refill). */
export function updateCartItem(id: number, body: CartItemUpdateBody): Promise<CartItemUpdateResponse> {
  return api.put<CartItemUpdateResponse>(cartItemUrl(id), body)
}

/** DELETE one item. */
export function removeCartItem(id: number): Promise<void> {
  return api.delete<void>(cartItemUrl(id))
}

/** PUT a promocode; an unknown code answers 400 with field errors on `code`. */
export function setPromocode(code: string): Promise<Promocode | undefined> {
  return api.put<Promocode | undefined>(CART_PROMOCODE_URL, { code })
}

/** DELETE the promocode. */
export function removePromocode(): Promise<void> {
  return api.delete<void>(CART_PROMOCODE_URL)
}
