import { $cart } from '../../browser/stores/cart'
import { setCheckoutSubmit } from '../../browser/stores/checkout'

/** What the order's submit buttons show: an order on its way (busy), a cart with nothing to order. */
export interface SubmitState {
  busy: boolean
  cartEmpty: boolean
}

/**
 * The order's submit buttons, disabled while the cart is empty or the order is on its way and
 * busy meanwhile: the form's own and the summary's beside it (`form="order-form"`, in the cart
 * island, which may draw it anew: looked up at each change). Follows the cart's emptiness;
 * `update` paints a change of `state`, `release` stops following the cart.
 */
export function submitButtons(form: HTMLFormElement, state: SubmitState): { update(): void; release(): void } {
  const submits = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-checkout-submit]')].filter((button) => button.form === form)
  const update = () => {
    const { busy, cartEmpty } = state
    for (const button of submits()) {
      button.disabled = cartEmpty || busy
      // "true", not the empty value toggleAttribute writes (which ARIA reads as false).
      if (busy) button.setAttribute('aria-busy', 'true')
      else button.removeAttribute('aria-busy')
    }
    // The cart island's summary button, once React draws it, reads the same state.
    setCheckoutSubmit(cartEmpty || busy, busy)
  }
  const release = $cart.subscribe((cart) => {
    if (cart.loaded) state.cartEmpty = cart.items.length === 0
    update()
  })
  return { update, release }
}
