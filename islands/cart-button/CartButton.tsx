import { useStore } from '@nanostores/react'
import type { CartAddBody } from '../../shared/api/types'
import { $cart } from '../../browser/stores/cart'
import { cartRefOf, isInCart } from '../../browser/stores/cart-state'
import { UNIVERSAL_SIM_TYPE } from '../../shared/api/cart-rules'
import { BusyButton } from '../../browser/ui/BusyButton'
import { useCartAdd } from '../../browser/ui/use-cart-add'
import type { CartButtonProps } from './index'
import { CART_BUTTON_MESSAGES as M } from './messages'

/** A card's add-to-cart button: the shared add states (browser/ui/use-cart-add.ts) for one item. */
export default function CartButton(props: CartButtonProps) {
  const { cartUrl, label = M.defaultLabel } = props
  const body = bodyOf(props)
  const cart = useStore($cart)
  const { status, checkout, busy, failed, press } = useCartAdd(body !== null && isInCart(cart, cartRefOf(body)), cartUrl)

  return (
    <BusyButton
      className="btn btn-primary cart-button"
      busy={busy}
      blocked={failed || body === null}
      busyLabel={M.adding}
      data-cart-button-state={checkout ? 'in-cart' : status}
      onClick={() => press(body ? [body] : [])}
    >
      {checkout ? M.checkout : label}
    </BusyButton>
  )
}

/** The POST /api/cart/items/ body of spec §7, or null when the host names nothing. */
function bodyOf(props: CartButtonProps): CartAddBody | null {
  const { number, tariff, device, rentPeriod, providerMaskFilter } = props
  if (number !== undefined) {
    return {
      number,
      sim_type: UNIVERSAL_SIM_TYPE,
      ...(rentPeriod !== undefined && { rent_period: rentPeriod }),
      ...(providerMaskFilter !== undefined && { number_provider_mask_filter: providerMaskFilter }),
    }
  }
  if (tariff !== undefined) return { tariff }
  if (device !== undefined) return { device }
  return null
}
