import { useStore } from '@nanostores/react'
import { $deliveryCost, $orderNonFieldErrors } from '../../browser/stores/checkout'
import { Spinner } from '../../browser/ui/Spinner'
import { CartLine } from './CartLine'
import { CartTotals } from './CartTotals'
import { cartSymbol } from '../../browser/stores/cart-lines'
import type { OrderCartProps } from './index'
import { ORDER_CART_MESSAGES as M } from './messages'
import { PromocodeField } from './PromocodeField'
import { useClearCart, useOrderCart } from './use-order-cart'

/** Id of the cart error area; the checkout island scrolls to it among the page's errors. */
export const CART_ERRORS_ID = 'order-cart-errors'
/** The host section's `aria-labelledby` names this heading (partials/order-cart.html). */
const TITLE_ID = 'cart-items-title'

export default function OrderCart({ itemCount, minRentPeriod, cart: served }: OrderCartProps) {
  const { cart, empty, reloadOnce } = useOrderCart(itemCount, served)
  const deliveryCost = useStore($deliveryCost)
  const clearing = useClearCart(reloadOnce)
  const symbol = cartSymbol(cart.items)

  // Still loading a cart the server drew empty: the same empty state, not a spinner a line
  // shorter for a frame, which moved the checkout form below (CLS 0.108 on /order/).
  const emptyAsServed = !cart.loaded && !cart.error && itemCount === 0
  if (!cart.loaded && !emptyAsServed) {
    return (
      <>
        <CartTitle />
        {cart.error ? (
          <p className="order-cart__status" role="alert">
            {M.loadFailed}
          </p>
        ) : (
          <p className="order-cart__status">
            <Spinner label={M.loading} />
          </p>
        )}
        <CartErrors />
      </>
    )
  }

  if (empty || emptyAsServed) {
    return (
      <>
        <CartTitle />
        <p className="site-empty">{M.empty}</p>
        <p>
          <a href="/numbers/">{M.emptyNumbers}</a> {M.emptyOr} <a href="/tariffs/">{M.emptyTariffs}</a>.
        </p>
        <CartErrors />
      </>
    )
  }

  return (
    <>
      <CartTitle />
      <ul className="site-cart__items">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} showRefill={cart.show_refill} minRentPeriod={minRentPeriod} symbol={symbol} />
        ))}
      </ul>
      <PromocodeField promocode={cart.promocode} discount={cart.promocode_discount} symbol={symbol} />
      <CartTotals cart={cart} deliveryCost={deliveryCost} symbol={symbol} />
      <CartErrors />
      <ClearCart {...clearing} />
    </>
  )
}

/** The section's heading, for assistive technology only. */
function CartTitle() {
  return (
    <h2 className="visually-hidden" id={TITLE_ID}>
      {M.title}
    </h2>
  )
}

/** The order's errors that belong to no field of the form (the checkout island puts them in the store). */
function CartErrors() {
  const orderErrors = useStore($orderNonFieldErrors)
  return (
    <div className="alert alert-danger order-cart__errors" id={CART_ERRORS_ID} role="alert" hidden={orderErrors.length === 0}>
      {orderErrors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}

/** «Очистить корзину», a spinner while the clear runs, and what a failed one says. */
function ClearCart({ clearing, failed, clear }: ReturnType<typeof useClearCart>) {
  return (
    <>
      <p className="order-cart__clear">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={clearing}
          aria-busy={clearing || undefined}
          onClick={() => void clear()}
        >
          {clearing ? <Spinner label={M.clearing} /> : M.clear}
        </button>
      </p>
      {failed && (
        <p className="invalid-feedback d-block" role="alert">
          {M.failed}
        </p>
      )}
    </>
  )
}
