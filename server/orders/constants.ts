import { rub } from '../money'

/**
 * `payment_type` values POST /api/orders/ accepts (spec §3; the real list is a Django
 * setting the spec does not show). Keys are what the payment buttons send.
 */
export const PAYMENT_TYPES = {
  cash: 'Наличными при получении',
  card: 'Картой при получении',
  online: 'Онлайн на сайте',
} as const

export type PaymentType = keyof typeof PAYMENT_TYPES

export function isPaymentType(value: string): value is PaymentType {
  return Object.prototype.hasOwnProperty.call(PAYMENT_TYPES, value)
}

/** Courier delivery costs this (kopecks) unless the cart has free delivery; others are free. */
export const COURIER_DELIVERY_PRICE = rub(300)

/** Where the browser goes after a placed order (spec §2: the order result page). */
export const orderResultUrl = (id: number): string => `/order/result/${id}/`

export const ORDER_MESSAGES = {
  emptyCart: 'Корзина пуста.',
  // DRF's ChoiceField message in Russian.
  invalidChoice: (value: string) => `Значения «${value}» нет среди допустимых вариантов.`,
} as const
