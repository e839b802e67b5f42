import { listen } from '../../browser/dom/listen'
import type { Enhancer } from '../../shared/contract/island'
import { initCart } from '../../browser/stores/cart'
import { attachDatePicker } from './date-picker'
import { attachDelivery } from './delivery'
import { setFieldError } from '../../browser/dom/field-errors'
import { checkWhileEditing, fieldChecks, type FieldChecks } from './field-checks'
import type { CheckoutProps } from './index'
import { attachPayment } from './payment'
import { attachPhones } from './phones'
import { submitButtons, type SubmitState } from './submit-buttons'
import { submitOrder } from './submit-order'

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

  const phones = attachPhones(form, maxPhones)
  const checks = fieldChecks(form, phones.inputs)
  const releaseDate = attachDateField(form, checks)
  // Messages of fields that just got hidden would point at nothing.
  const releaseDelivery = attachDelivery(form, () => clearHiddenFieldErrors(form))
  const releasePayment = attachPayment(form)

  const state: SubmitState = { busy: false, cartEmpty: itemCount === 0 }
  const buttons = submitButtons(form, state)
  initCart({ itemCount, isCartPage: true, expand: true }).catch(() => undefined)

  const releaseChecks = checkWhileEditing(form, checks)
  const releaseSubmit = listen(form, {
    submit: (event: SubmitEvent) => submitOrder(event, { host, form, page, phones: phones.inputs, checks, state, updateButtons: buttons.update }),
  })
  return () => {
    releaseSubmit()
    releaseChecks()
    buttons.release()
    releasePayment()
    releaseDelivery()
    releaseDate()
    phones.release()
  }
}

/** The #datepicker's mask and calendar, the field checked again after a pick; returns their release. */
function attachDateField(form: HTMLFormElement, { fieldOf, check }: FieldChecks): () => void {
  const date = form.querySelector<HTMLInputElement>('#datepicker')
  if (!date) return () => undefined
  return attachDatePicker(date, () => {
    const field = fieldOf(date)
    if (field) check(field)
  })
}

/** Takes the messages off the fields of the delivery panels now hidden. */
function clearHiddenFieldErrors(form: HTMLFormElement): void {
  for (const panel of form.querySelectorAll<HTMLElement>('[data-delivery-panel][hidden]')) {
    for (const control of panel.querySelectorAll<HTMLElement>('input, textarea')) {
      setFieldError({ id: control.id, controls: [control], anchor: control }, [])
    }
  }
}

export default enhanceCheckout
