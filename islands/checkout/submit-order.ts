import { ApiError } from '../../browser/api/errors'
import { followRedirect } from '../../browser/api/follow-redirect'
import { placeOrder } from '../../browser/api/orders'
import { focusFirstError } from '../../browser/dom/field-errors'
import { announceChange } from '../../browser/runtime/changes-elsewhere'
import { setOrderNonFieldErrors } from '../../browser/stores/checkout'
import { disableExitIntent } from '../../browser/stores/exit-intent'
import { pushCheckout } from './analytics'
import type { FieldChecks } from './field-checks'
import { CHECKOUT_MESSAGES as M } from './messages'
import { orderPayload } from './payload'
import { showServerErrors } from './server-errors'
import type { SubmitState } from './submit-buttons'

interface OrderSubmit {
  host: HTMLElement
  form: HTMLFormElement
  /** The /order/ page's container: the cart's error area is in it, before the form. */
  page: Element
  phones: () => HTMLInputElement[]
  checks: FieldChecks
  state: SubmitState
  /** Paints a change of `state` on the submit buttons. */
  updateButtons: () => void
}

/**
 * The form's submit: every field checked, then POST /api/orders/ instead of the plain POST; the
 * answer's errors land on the form and the cart's error area gets the rest, the focus on the first.
 */
export async function submitOrder(event: SubmitEvent, { host, form, page, phones, checks, state, updateButtons }: OrderSubmit): Promise<void> {
  event.preventDefault()
  if (state.busy || state.cartEmpty) return
  const valid = checks.fields().map(checks.check).every(Boolean)
  if (!valid) {
    focusFirstError(page)
    return
  }
  host.querySelector<HTMLElement>('[data-checkout-alert]')?.remove()
  setOrderNonFieldErrors([])
  state.busy = true
  updateButtons()
  try {
    const placed = await placeOrder(orderPayload(form, phones()))
    pushCheckout(placed.items)
    // Spec §4: any successful form turns the exit-intent modal off for good, the order too.
    disableExitIntent()
    // The cart is empty now: the other tabs and pages show it so.
    announceChange('cart')
    // The cart is now an order: the button stays busy while the browser leaves, and
    // disabled if it may not (a second post would only hear «Корзина пуста.»).
    state.cartEmpty = true
    if (!followRedirect(placed.url)) showPlaced(form)
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError(0, null)
    const cartErrors = showServerErrors(failure, checks.fields())
    setOrderNonFieldErrors(cartErrors)
    state.busy = false
    // The cart island renders its error area on the store change (woken by it, if it was still
    // waiting for the visitor: then React has to come first); look once it has.
    await (cartErrors.length ? shown(page, CART_ERRORS) : nextFrame())
    focusFirstError(page)
  } finally {
    updateButtons()
  }
}

/** The order is placed but its page is on another origin: say so instead of going there. */
function showPlaced(form: HTMLFormElement): void {
  const status = document.createElement('p')
  status.className = 'site-checkout__placed'
  status.setAttribute('role', 'status')
  status.textContent = M.placed
  form.append(status)
}

/** The cart island's error area (docs/islands.md «order-cart»). */
const CART_ERRORS = '#order-cart-errors:not([hidden])'
/** How long the form waits for the cart island to show the order's errors before it focuses what it has. */
const CART_ERRORS_WAIT_MS = 5000

/** Resolves once `selector` matches inside `container`, or after CART_ERRORS_WAIT_MS. */
function shown(container: Element, selector: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new MutationObserver(() => container.querySelector(selector) && done())
    const timer = setTimeout(done, CART_ERRORS_WAIT_MS)
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] })
    if (container.querySelector(selector)) done()
  })
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}
