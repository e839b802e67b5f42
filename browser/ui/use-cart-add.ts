import { useEffect, useRef, useState } from 'react'
import { CART_ERROR_CODES } from '../../shared/api/cart-rules'
import { errorCode } from '../api/errors'
import { followRedirect } from '../api/follow-redirect'
import { CART_PAGE_URL } from '../../shared/api/cart-rules'
import type { CartAddBody } from '../../shared/api/types'
import { $cart, addToCart } from '../stores/cart'
import { cartRefOf, isInCart } from '../stores/cart-state'
import { CART_ADD_MESSAGES as M } from '../../shared/messages'

/** idle → adding → added (or failed; back to idle at the maximum). */
type CartAddStatus = 'idle' | 'adding' | 'added' | 'failed'

interface CartAdd {
  status: CartAddStatus
  /** «Оформить»: added, or in the cart already; a press goes to the cart. */
  checkout: boolean
  busy: boolean
  /** A failed add keeps the label but takes no more presses (spec §4). */
  failed: boolean
  /** The button's press: to the cart, or the adds (see `useCartAdd`). */
  press: (bodies: readonly CartAddBody[]) => void
}

/**
 * The states every add-to-cart button shares (spec §4 «Cart add buttons», §8), the card's
 * button and the related devices' alike:
 *
 * - a press on «Оформить» goes to `cartUrl`; otherwise each item the cart does not hold yet is
 *   added, one after another (the store asked before each: another tab or the dropdown may
 *   have added it meanwhile);
 * - the server's «already in the cart» counts as added; a press that added nothing because
 *   the cart held everything already goes to the cart;
 * - the maximum alerts and returns to the label; any other failure leaves the button failed;
 * - «Оформить» goes back to the label when the things leave the cart (removed in the dropdown
 *   or on the cart page), because `inCart` follows the store.
 *
 * `inCart`: whether the cart holds everything the button adds; `cartUrl`: the host's, if any.
 */
export function useCartAdd(inCart: boolean, cartUrl: string = CART_PAGE_URL): CartAdd {
  const [status, setStatus] = useState<CartAddStatus>('idle')

  const wasInCart = useRef(inCart)
  useEffect(() => {
    if (wasInCart.current && !inCart) setStatus((s) => (s === 'added' ? 'idle' : s))
    wasInCart.current = inCart
  }, [inCart])

  const checkout = status === 'added' || (status === 'idle' && inCart)

  async function addAll(bodies: readonly CartAddBody[]) {
    setStatus('adding')
    let added = 0
    let failed = false
    for (const body of bodies) {
      if (isInCart($cart.get(), cartRefOf(body))) continue
      try {
        await addToCart(body)
        added += 1
      } catch (error) {
        const code = errorCode(error)
        if (code === CART_ERROR_CODES.alreadyInCart) continue
        if (code === CART_ERROR_CODES.maxItems) {
          window.alert(M.maxItems)
          setStatus('idle')
          return
        }
        failed = true
      }
    }
    setStatus(failed ? 'failed' : 'added')
    if (!failed && added === 0) followRedirect(cartUrl)
  }

  function press(bodies: readonly CartAddBody[]) {
    if (status === 'adding' || status === 'failed' || bodies.length === 0) return
    const cart = $cart.get()
    if (checkout || bodies.every((body) => isInCart(cart, cartRefOf(body)))) {
      followRedirect(cartUrl)
      return
    }
    void addAll(bodies)
  }

  return { status, checkout, busy: status === 'adding', failed: status === 'failed', press }
}
