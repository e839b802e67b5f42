import { rub } from '../money'
import { ORDER_MESSAGES as M } from './messages'

/**
 * `payment_type` values POST /api/orders/ accepts (spec §3; the real list is a Django
 * setting the spec does not show). Keys are what the payment buttons send.
 */
export const PAYMENT_TYPES = M.paymentTypes

export type PaymentType = keyof typeof PAYMENT_TYPES

export function isPaymentType(value: string): value is PaymentType {
  return Object.prototype.hasOwnProperty.call(PAYMENT_TYPES, value)
}

/**
 * The payment buttons shown at once; the others wait behind «Показать все» (spec §4).
 * Order matters: it is the order of the buttons.
 */
export const PRIMARY_PAYMENT_TYPES: readonly PaymentType[] = ['cash', 'card']

/** `delivery_type` values the form offers; '1' is courier (spec §9), the only one that costs. */
export const DELIVERY_TYPES = [
  { value: '1', label: M.courier },
  { value: '2', label: M.pickup },
] as const

/**
 * The order form's flag checkboxes (spec §3 order `flags`): sent as `{name: checked}` for each,
 * stored with the order. The real list is a Django setting the spec does not show. A `courier`
 * one is a wish for the courier: the form shows it in the courier panel only, and a pick-up
 * order neither sends nor stores it.
 */
export const ORDER_FLAGS: readonly { name: string; label: string; courier: boolean }[] = [{ name: 'call_before', label: M.callBefore, courier: true }]

/**
 * The pick-up point of «Самовывоз»: the spec has no address for it, so the backend supplies it in
 * the site-config block (`pickup_point`), and the order form shows it when pick-up is chosen.
 */
export const PICKUP_POINT = M.pickupPoint

/** Phone inputs the order form offers at most (the first one and the added ones). */
export const MAX_ORDER_PHONES = 5

/** Courier delivery costs this (kopecks) unless the cart has free delivery; others are free. */
export const COURIER_DELIVERY_PRICE = rub(300)

/** Where the browser goes after a placed order (spec §2: the order result page). */
export const orderResultUrl = (id: number): string => `/order/result/${id}/`
