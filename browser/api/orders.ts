import { api } from './client'
import type { CheckoutOrderRequest, OrderResponse } from '../../shared/api/types'

/** Checkout endpoint of spec §7. */
const ORDERS_URL = '/api/orders/'

/**
 * Places the session's cart as an order. 400 rejects with `ApiError` whose `fieldErrors`
 * carry field messages (`client_phones.N` per phone input) and `nonFieldErrors` the cart's
 * (e.g. an empty cart). Follow the returned `url` only through `followRedirect`.
 */
export function placeOrder(body: CheckoutOrderRequest): Promise<OrderResponse> {
  return api.post<OrderResponse>(ORDERS_URL, body)
}
