import { useStore } from '@nanostores/react'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { CartItem } from '../../shared/api/types'
import { formatMoney } from '../../shared/format/price'
import { CART_PAGE_URL } from '../../shared/api/cart-rules'
import { $cart, removeFromCart } from '../../browser/stores/cart'
import { cartSymbol, lineName, linePrice } from '../../browser/stores/cart-lines'
import { Spinner } from '../../browser/ui/Spinner'
import { usePressOutside } from '../../browser/ui/use-press-outside'
import { CART_DROPDOWN_MESSAGES as M } from './messages'

interface CartDropdownProps {
  /** The cart page «Оформить заказ» leads to. */
  cartUrl?: string
  /** What the disclosure button says (the header's count and total); «Корзина» by default. */
  label?: ReactNode
}

/**
 * The header cart's disclosure (spec §2 «cart dropdown with items and total»): its button opens
 * the items of `$cart` with prices and remove buttons, the total and a link to checkout. It only
 * reads the store; the island (CartSummary) loads the cart.
 */
export function CartDropdown({ cartUrl = CART_PAGE_URL, label = M.toggle }: CartDropdownProps) {
  const cart = useStore($cart)
  const [open, setOpen] = useState(false)
  const [removing, setRemoving] = useState<number[]>([])
  const toggle = useRef<HTMLButtonElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()

  usePressOutside(root, open, () => setOpen(false))

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    toggle.current?.focus()
  }

  async function remove(item: CartItem) {
    setRemoving((ids) => [...ids, item.id])
    try {
      // The store reloads the cart after the write; the item then leaves the list.
      await removeFromCart(item.id)
    } catch {
      // The reload shows what the server has; the button becomes usable again.
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== item.id))
    }
  }

  const symbol = cartSymbol(cart.items)
  return (
    <div className="cart-dropdown__inner" ref={root} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="cart-dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        ref={toggle}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div className="cart-dropdown__panel" id={panelId} hidden={!open} aria-label={M.panel} role="region">
        {cart.items.length === 0 ? (
          <p className="cart-dropdown__empty">{M.empty}</p>
        ) : (
          <>
            <ul className="cart-dropdown__items">
              {cart.items.map((item) => {
                const name = lineName(item, M.tariff)
                const busy = removing.includes(item.id)
                return (
                  <li className="cart-dropdown__item" key={item.id}>
                    <span className="cart-dropdown__name">{name}</span>
                    <span className="cart-dropdown__price">{formatMoney(linePrice(item), symbol)}</span>
                    <button
                      type="button"
                      className="btn btn-sm cart-dropdown__remove"
                      aria-label={M.remove(name)}
                      aria-busy={busy || undefined}
                      disabled={busy}
                      onClick={() => void remove(item)}
                    >
                      {busy ? <Spinner label={M.removing} /> : <span aria-hidden="true">×</span>}
                    </button>
                  </li>
                )
              })}
            </ul>
            <p className="cart-dropdown__total">
              {M.total}: <strong>{formatMoney(cart.total_price, symbol)}</strong>
            </p>
          </>
        )}
        <a className="btn btn-primary cart-dropdown__checkout" href={cartUrl}>
          {M.checkout}
        </a>
      </div>
    </div>
  )
}
