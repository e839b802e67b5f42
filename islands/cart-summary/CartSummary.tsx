import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { pluralize } from '../../shared/format/plural'
import { formatMoney } from '../../shared/format/price'
import { $cart, initCart } from '../../browser/stores/cart'
import { CartDropdown } from './CartDropdown'
import { CART_DROPDOWN_MESSAGES as M } from './messages'
import type { CartSummaryProps } from './index'

export default function CartSummary({ itemCount, cartUrl }: CartSummaryProps) {
  const cart = useStore($cart)
  useEffect(() => {
    const isCartPage = new URL(cartUrl, location.href).pathname === location.pathname
    // A failed load leaves the server's count on screen; the store keeps the error.
    initCart({ itemCount, isCartPage }).catch(() => undefined)
  }, [itemCount, cartUrl])

  const count = cart.loaded ? cart.items.length : itemCount
  const symbol = cart.items[0]?.number?.currency?.site_symbol ?? '₽'
  // The server's count link becomes the dropdown's button: one cart control in the header.
  const label = (
    <>
      <span className="cart-summary__word">{M.toggle}</span>{' '}
      <span className="cart-summary__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {pluralize(count, M.items)}</span>
      {cart.loaded && count > 0 && <span className="cart-summary__total"> {formatMoney(cart.total_price, symbol)}</span>}
    </>
  )
  return <CartDropdown cartUrl={cartUrl} label={label} />
}
