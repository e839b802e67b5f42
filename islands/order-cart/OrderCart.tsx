import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { $cart, clearCart, initCart } from '../../shared/stores/cart'
import { cartStateFrom } from '../../shared/stores/cart-state'
import { $deliveryCost, $orderNonFieldErrors } from '../../shared/stores/checkout'
import { Spinner } from '../../shared/ui/Spinner'
import { CartLine } from './CartLine'
import { CartTotals } from './CartTotals'
import { cartSymbol } from '../../shared/stores/cart-lines'
import type { OrderCartProps } from './index'
import { ORDER_CART_MESSAGES as M } from './messages'
import { PromocodeField } from './PromocodeField'
import { reloadPage } from '../../shared/dom/reload-page'

/** Id of the cart error area; the checkout island scrolls to it among the page's errors. */
export const CART_ERRORS_ID = 'order-cart-errors'
/** The host section's `aria-labelledby` names this heading (partials/order-cart.html). */
const TITLE_ID = 'cart-items-title'

export default function OrderCart({ itemCount, minRentPeriod, cart: served }: OrderCartProps) {
  const stored = useStore($cart)
  // The island may come with the visitor's press before the page's load of the cart is in: it
  // then draws the cart the server drew, as the server did, and the press meets its lines.
  const [drawn] = useState(() => served && cartStateFrom(served))
  const cart = stored.loaded || stored.error || !drawn ? stored : drawn
  const deliveryCost = useStore($deliveryCost)
  const orderErrors = useStore($orderNonFieldErrors)
  const [clearing, setClearing] = useState(false)
  const [clearFailed, setClearFailed] = useState(false)
  const reloading = useRef(false)
  const wasEmpty = useRef(itemCount === 0)

  function reloadOnce() {
    if (reloading.current) return
    reloading.current = true
    reloadPage()
  }

  useEffect(() => {
    // The cart page loads the cart with the suitable lists (spec §4, §7).
    // A failed load stays in `$cart.error`, which the island shows.
    initCart({ itemCount, isCartPage: true, expand: true }).catch(() => undefined)
  }, [itemCount])

  // Spec §4: on the cart page a change between empty and non-empty reloads the page, so the
  // server renders the checkout form for what the cart now is.
  const empty = cart.items.length === 0
  useEffect(() => {
    if (!cart.loaded) return
    if (empty !== wasEmpty.current) {
      wasEmpty.current = empty
      reloadOnce()
    }
  }, [cart.loaded, empty])

  async function clear() {
    setClearing(true)
    setClearFailed(false)
    try {
      await clearCart()
      // Spec §4: a clear reloads the page.
      reloadOnce()
    } catch {
      setClearFailed(true)
      setClearing(false)
    }
  }

  const symbol = cartSymbol(cart.items)
  const errorArea = (
    <div className="alert alert-danger order-cart__errors" id={CART_ERRORS_ID} role="alert" hidden={orderErrors.length === 0}>
      {orderErrors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )

  // Still loading a cart the server drew empty: the same empty state, not a spinner a line
  // shorter for a frame, which moved the checkout form below (CLS 0.108 on /order/).
  const emptyAsServed = !cart.loaded && !cart.error && itemCount === 0
  if (!cart.loaded && !emptyAsServed) {
    return (
      <>
        <h2 className="visually-hidden" id={TITLE_ID}>
          {M.title}
        </h2>
        {cart.error ? (
          <p className="order-cart__status" role="alert">
            {M.loadFailed}
          </p>
        ) : (
          <p className="order-cart__status">
            <Spinner label={M.loading} />
          </p>
        )}
        {errorArea}
      </>
    )
  }

  if (empty || emptyAsServed) {
    return (
      <>
        <h2 className="visually-hidden" id={TITLE_ID}>
          {M.title}
        </h2>
        <p className="site-empty">{M.empty}</p>
        <p>
          <a href="/numbers/">{M.emptyNumbers}</a> {M.emptyOr} <a href="/tariffs/">{M.emptyTariffs}</a>.
        </p>
        {errorArea}
      </>
    )
  }

  return (
    <>
      <h2 className="visually-hidden" id={TITLE_ID}>
        {M.title}
      </h2>
      <ul className="site-cart__items">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} showRefill={cart.show_refill} minRentPeriod={minRentPeriod} symbol={symbol} />
        ))}
      </ul>
      <PromocodeField promocode={cart.promocode} discount={cart.promocode_discount} symbol={symbol} />
      <CartTotals cart={cart} deliveryCost={deliveryCost} symbol={symbol} />
      {errorArea}
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
      {clearFailed && (
        <p className="invalid-feedback d-block" role="alert">
          {M.failed}
        </p>
      )}
    </>
  )
}
