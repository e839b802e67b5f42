import { atom } from 'nanostores'
import { wake } from '../runtime/wake'
import { onPageReset } from './page-reset'

/**
 * Checkout state that the two islands of /order/ share: the `checkout` form writes it,
 * the `order-cart` island shows it (spec §4, §8).
 */

/** Cost in roubles of the delivery option chosen in the form (its data attribute); 0 before. */
export const $deliveryCost = atom<number>(0)

/** `non_field_errors` of the last failed POST /api/orders/, shown in the cart error area. */
export const $orderNonFieldErrors = atom<string[]>([])

/**
 * The state of the order's «Оформить заказ» buttons, the form's and the summary's beside it:
 * disabled while the cart is empty or the order is being posted, busy while it is. The checkout
 * island sets it; the cart island draws its summary's button from it.
 */
export const $checkoutSubmit = atom<{ disabled: boolean; busy: boolean }>({ disabled: false, busy: false })

export function setCheckoutSubmit(disabled: boolean, busy: boolean): void {
  const now = $checkoutSubmit.get()
  if (now.disabled !== disabled || now.busy !== busy) $checkoutSubmit.set({ disabled, busy })
}

export function setDeliveryCost(cost: number): void {
  $deliveryCost.set(Number.isFinite(cost) && cost > 0 ? cost : 0)
}

/**
 * The visitor chose a delivery option: its cost goes into the cart island's total, and the island
 * starts if it still shows the server's total of the option drawn with the page (runtime wakeOn).
 */
export function chooseDelivery(cost: number): void {
  wake('checkout')
  setDeliveryCost(cost)
}

export function setOrderNonFieldErrors(errors: string[]): void {
  // The cart island shows them, and may still be waiting for the visitor (runtime wakeOn).
  if (errors.length) wake('checkout')
  $orderNonFieldErrors.set(errors)
}

onPageReset(() => {
  $deliveryCost.set(0)
  $orderNonFieldErrors.set([])
  $checkoutSubmit.set({ disabled: false, busy: false })
})
