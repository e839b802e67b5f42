import { ApiError, followRedirect, placeOrder } from '../../shared/api'
import { listen } from '../../shared/dom/listen'
import { announceChange } from '../../shared/runtime/changes-elsewhere'
import type { Enhancer } from '../../shared/runtime/island'
import { $cart, initCart } from '../../shared/stores/cart'
import { setCheckoutSubmit, setOrderNonFieldErrors } from '../../shared/stores/checkout'
import { disableExitIntent } from '../../shared/stores/exit-intent'
import { pushCheckout } from './analytics'
import { attachDatePicker } from './date-picker'
import { attachDelivery } from './delivery'
import { focusFirstError, hasFieldError, setFieldError } from '../../shared/dom/field-errors'
import { orderFields, type OrderField } from './fields'
import type { CheckoutProps } from './index'
import { CHECKOUT_MESSAGES as M } from './messages'
import { orderPayload } from './payload'
import { attachPayment } from './payment'
import { attachPhones } from './phones'
import { showServerErrors } from './server-errors'

/**
 * The checkout form of /order/ (spec §4, §5, §8). Fields are checked on blur and on submit
 * with shared/validation's rules; a valid form goes to POST /api/orders/ instead of the
 * plain POST; the answer's errors land on the form, the cart's error area gets the rest.
 */
const enhanceCheckout: Enhancer<CheckoutProps> = (host, { itemCount, maxPhones }) => {
  const form = host.querySelector<HTMLFormElement>('form')
  if (!form) {
    console.warn('[checkout] no <form> inside', host)
    return () => undefined
  }
  // The /order/ page's container: the cart's error area is in it, before the form.
  const page = host.closest('.site-order') ?? host
  // The form's own buttons and the summary's beside it (`form="order-form"`, in the cart island,
  // which may draw it anew): looked up at each change.
  const submits = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-checkout-submit]')].filter((button) => button.form === form)
  let busy = false
  let cartEmpty = itemCount === 0

  const phones = attachPhones(form, maxPhones)
  const fields = (): OrderField[] => orderFields(form, phones.inputs())
  const fieldOf = (control: EventTarget | null) =>
    control instanceof HTMLElement ? fields().find((f) => f.target.controls.includes(control)) : undefined
  const check = (field: OrderField): boolean => {
    const found = field.validate()
    setFieldError(field.target, found)
    return found.length === 0
  }

  const date = form.querySelector<HTMLInputElement>('#datepicker')
  const releaseDate = date
    ? attachDatePicker(date, () => {
        const field = fieldOf(date)
        if (field) check(field)
      })
    : () => undefined
  const releaseDelivery = attachDelivery(form, () => {
    // Messages of fields that just got hidden would point at nothing.
    for (const panel of form.querySelectorAll<HTMLElement>('[data-delivery-panel][hidden]')) {
      for (const control of panel.querySelectorAll<HTMLElement>('input, textarea')) {
        setFieldError({ id: control.id, controls: [control], anchor: control }, [])
      }
    }
  })
  const releasePayment = attachPayment(form)

  const updateSubmit = () => {
    for (const button of submits()) {
      button.disabled = cartEmpty || busy
      // "true", not the empty value toggleAttribute writes (which ARIA reads as false).
      if (busy) button.setAttribute('aria-busy', 'true')
      else button.removeAttribute('aria-busy')
    }
    // The cart island's summary button, once React draws it, reads the same state.
    setCheckoutSubmit(cartEmpty || busy, busy)
  }
  const unsubscribeCart = $cart.subscribe((cart) => {
    if (cart.loaded) cartEmpty = cart.items.length === 0
    updateSubmit()
  })
  initCart({ itemCount, isCartPage: true, expand: true }).catch(() => undefined)

  // Blur shows a message; typing or choosing only takes one away (or updates it).
  const onFocusOut = (event: FocusEvent) => {
    const field = fieldOf(event.target)
    if (field && !(event.target instanceof HTMLInputElement && event.target.type === 'radio')) check(field)
  }
  const onEdit = (event: Event) => {
    const field = fieldOf(event.target)
    if (field && hasFieldError(field.target)) check(field)
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    if (busy || cartEmpty) return
    const all = fields()
    const valid = all.map(check).every(Boolean)
    if (!valid) {
      focusFirstError(page)
      return
    }
    host.querySelector<HTMLElement>('[data-checkout-alert]')?.remove()
    setOrderNonFieldErrors([])
    busy = true
    updateSubmit()
    try {
      const placed = await placeOrder(orderPayload(form, phones.inputs()))
      pushCheckout(placed.items)
      // Spec §4: any successful form turns the exit-intent modal off for good, the order too.
      disableExitIntent()
      // The cart is empty now: the other tabs and pages show it so.
      announceChange('cart')
      // The cart is now an order: the button stays busy while the browser leaves, and
      // disabled if it may not (a second post would only hear «Корзина пуста.»).
      cartEmpty = true
      if (!followRedirect(placed.url)) showPlaced(form)
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, null)
      const cartErrors = showServerErrors(failure, fields())
      setOrderNonFieldErrors(cartErrors)
      busy = false
      // The cart island renders its error area on the store change (woken by it, if it was still
      // waiting for the visitor: then React has to come first); look once it has.
      await (cartErrors.length ? shown(page, CART_ERRORS) : nextFrame())
      focusFirstError(page)
    } finally {
      updateSubmit()
    }
  }

  const unlisten = listen(form, { focusout: onFocusOut, input: onEdit, change: onEdit, submit: onSubmit })
  return () => {
    unlisten()
    unsubscribeCart()
    releasePayment()
    releaseDelivery()
    releaseDate()
    phones.release()
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

export default enhanceCheckout
