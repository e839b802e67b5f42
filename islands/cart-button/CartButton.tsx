import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { CART_ERROR_CODES } from '../../shared/api/cart'
import { errorCode } from '../../shared/api/errors'
import { followRedirect } from '../../shared/api/redirect'
import type { CartAddBody } from '../../shared/api/types'
import { $cart, addToCart, isInCart, type CartRef } from '../../shared/stores'
import { Spinner } from '../../shared/ui/Spinner'
import type { CartButtonProps } from './index'
import { CART_BUTTON_MESSAGES as M } from './messages'

type Status = 'idle' | 'adding' | 'added' | 'failed'

const DEFAULT_CART_URL = '/order/'
/** SIM type of every number added from a card (spec §9: 'Универсальная'). */
const SIM_TYPE = 4

export default function CartButton(props: CartButtonProps) {
  const { cartUrl = DEFAULT_CART_URL, label = M.defaultLabel } = props
  const ref = refOf(props)
  const cart = useStore($cart)
  const [status, setStatus] = useState<Status>('idle')
  const inCart = ref !== null && isInCart(cart, ref)

  // The item left the cart (removed in the dropdown or on the cart page): label again.
  const wasInCart = useRef(inCart)
  useEffect(() => {
    if (wasInCart.current && !inCart) setStatus((s) => (s === 'added' ? 'idle' : s))
    wasInCart.current = inCart
  }, [inCart])

  const checkout = status === 'added' || (status === 'idle' && inCart)
  const busy = status === 'adding'
  // aria-disabled rather than disabled: a disabled button drops the keyboard focus, and the
  // visitor who pressed Enter should find «Оформить» under their focus when it is added.
  const unavailable = busy || status === 'failed' || ref === null

  async function add(body: CartAddBody) {
    setStatus('adding')
    try {
      await addToCart(body)
      setStatus('added')
    } catch (error) {
      const code = errorCode(error)
      if (code === CART_ERROR_CODES.alreadyInCart) {
        setStatus('added')
        followRedirect(cartUrl)
      } else if (code === CART_ERROR_CODES.maxItems) {
        window.alert(M.maxItems)
        setStatus('idle')
      } else {
        setStatus('failed')
      }
    }
  }

  function onClick() {
    if (unavailable) return
    if (checkout) {
      followRedirect(cartUrl)
      return
    }
    const body = bodyOf(props)
    if (body === null) return
    // The store may know better than the server-rendered card (another tab, the dropdown).
    if (ref !== null && isInCart($cart.get(), ref)) {
      followRedirect(cartUrl)
      return
    }
    void add(body)
  }

  return (
    <button
      type="button"
      className="btn btn-primary cart-button"
      aria-disabled={unavailable || undefined}
      aria-busy={busy || undefined}
      data-cart-button-state={checkout ? 'in-cart' : status}
      onClick={onClick}
    >
      {busy ? <Spinner label={M.adding} /> : checkout ? M.checkout : label}
    </button>
  )
}

/** What the host adds, or null when it names nothing. */
function refOf({ number, tariff, device }: CartButtonProps): CartRef | null {
  if (number !== undefined) return { number }
  if (tariff !== undefined) return { tariff }
  if (device !== undefined) return { device }
  return null
}

/** The POST /api/cart/items/ body of spec §7. */
function bodyOf(props: CartButtonProps): CartAddBody | null {
  const { number, tariff, device, rentPeriod, providerMaskFilter } = props
  if (number !== undefined) {
    return {
      number,
      sim_type: SIM_TYPE,
      ...(rentPeriod !== undefined && { rent_period: rentPeriod }),
      ...(providerMaskFilter !== undefined && { number_provider_mask_filter: providerMaskFilter }),
    }
  }
  if (tariff !== undefined) return { tariff }
  if (device !== undefined) return { device }
  return null
}
