import { useStore } from '@nanostores/react'
import { formatMoney } from '../../shared/format'
import type { CartState } from '../../browser/stores/cart-state'
import { $checkoutSubmit } from '../../browser/stores/checkout'
import { ORDER_CART_MESSAGES as M } from './messages'

/** The checkout form's id (partials/order-form.html). */
const ORDER_FORM_ID = 'order-form'

interface CartTotalsProps {
  cart: CartState
  /** Roubles of the delivery option chosen in the checkout form (`$deliveryCost`). */
  deliveryCost: number
  symbol: string
}

/**
 * The order's summary: items total, promocode discount, advance payment, delivery, the total to
 * pay and, where the summary stands beside the form (from lg, static/css/site.css), the form's
 * «Оформить заказ» (`form="order-form"`: it submits the form, with or without script).
 * The server's `total_price` is already after the discount; delivery is added here
 * because the form, not the cart, knows the chosen option.
 */
export function CartTotals({ cart, deliveryCost, symbol }: CartTotalsProps) {
  const discount = Number(cart.promocode_discount ?? 0)
  const afterDiscount = Number(cart.total_price)
  const advance = Number(cart.advance_payment)
  const delivery = cart.has_free_delivery ? 0 : deliveryCost
  const money = (value: number) => formatMoney(value, symbol)
  const submit = useStore($checkoutSubmit)
  return (
    <div className="order-cart__summary">
      <dl className="site-cart__totals order-cart__totals">
        <dt>{M.itemsTotal}</dt>
        <dd>{money(afterDiscount + discount)}</dd>
        {cart.promocode && discount > 0 && (
          <>
            <dt>{M.promocodeDiscount(cart.promocode.code)}</dt>
            <dd>−{money(discount)}</dd>
          </>
        )}
        {advance > 0 && (
          <>
            <dt>{M.advancePayment}</dt>
            <dd>{money(advance)}</dd>
          </>
        )}
        {(cart.has_free_delivery || deliveryCost > 0) && (
          <>
            <dt>{M.delivery}</dt>
            <dd>{cart.has_free_delivery ? M.deliveryFree : money(deliveryCost)}</dd>
          </>
        )}
        <dt>{M.total}</dt>
        <dd className="site-cart__total">{money(afterDiscount + delivery)}</dd>
      </dl>
      {cart.has_free_delivery && <p className="site-muted order-cart__free-delivery">{M.freeDelivery}</p>}
      <button
        className="btn btn-primary order-cart__submit"
        type="submit"
        form={ORDER_FORM_ID}
        data-checkout-submit=""
        disabled={submit.disabled}
        aria-busy={submit.busy || undefined}
      >
        {M.placeOrder}
      </button>
    </div>
  )
}
