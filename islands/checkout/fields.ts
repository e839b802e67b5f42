import { checkDeliveryNotBefore, orderForm, validateField, validatePhones, type FieldRule } from '../../shared/validation'
import { isoDate, today } from './dates'
import type { ErrorTarget } from '../../browser/dom/field-errors'

/** One place a message can show on the form, with its client-side rule. */
export interface OrderField {
  /** The request's field name(s) this place answers for. */
  names: string[]
  target: ErrorTarget
  /** Messages for the current value (shared/validation's rules and texts), `[]` when fine. */
  validate(): string[]
}

// The delivery window's times are not in the payload on their own (they join the date),
// so they have no rule in orderForm: a plain required field.
const REQUIRED: FieldRule = { required: true, checks: [] }

/**
 * The checkout form's fields in document order. Built on demand because phone inputs may
 * be added. Fields inside a `hidden` panel are left out: hidden fields are not validated
 * (spec §5).
 */
export function orderFields(form: HTMLFormElement, phones: HTMLInputElement[]): OrderField[] {
  const fields: OrderField[] = []
  const input = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]:not([type="radio"])`)
  const text = (name: string, rule: FieldRule, names = [name]) => {
    const control = input(name)
    if (control) fields.push({ names, target: single(control), validate: () => validateField(rule, control.value) })
  }
  const group = (name: string, anchor: Element | null, rule: FieldRule) => {
    const radios = [...form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`)]
    if (!radios.length || !anchor) return
    fields.push({
      names: [name],
      target: { id: `order-${name}`, controls: radios, anchor },
      validate: () => validateField(rule, radios.find((r) => r.checked)?.value ?? ''),
    })
  }

  text('client_name', orderForm.client_name)
  text('client_email', orderForm.client_email)
  phones.forEach((phone, index) => {
    fields.push({
      names: index === 0 ? ['client_phones', 'client_phones.0'] : [`client_phones.${index}`],
      target: single(phone),
      validate: () => {
        const message = validatePhones(phones.map((p) => p.value))[index]
        return message ? [message] : []
      },
    })
  })
  // One city for the order: a courier's delivery_city is it too (payload.ts), so its errors show here.
  text('city', orderForm.city, ['city', 'delivery_city'])
  const options = form.querySelectorAll('[data-delivery-option]')
  group('delivery_type', options[options.length - 1] ?? null, orderForm.delivery_type)
  text('delivery_address', orderForm.delivery_address)
  const date = form.querySelector<HTMLInputElement>('#datepicker')
  if (date) {
    fields.push({
      names: ['delivery_date_from', 'delivery_date_to'],
      target: { ...single(date), anchor: date.parentElement?.querySelector('dialog') ?? date },
      validate: () => validateDate(date.value),
    })
  }
  text('delivery_time_from', REQUIRED)
  text('delivery_time_to', REQUIRED)
  for (const comment of form.querySelectorAll<HTMLTextAreaElement>('textarea[name^="comment_"]')) {
    fields.push({ names: ['comment'], target: single(comment), validate: () => [] })
  }
  group('payment_type', form.querySelector('[data-payment-buttons]'), REQUIRED)
  text('discount_card', orderForm.discount_card)
  return fields.filter((field) => field.target.controls.some((control) => control.closest('[hidden]') === null))
}

/**
 * The delivery date: orderForm's rule (required, «Укажите дату доставки.» for a missing or
 * impossible date) and, as the calendar allows, today or later.
 */
function validateDate(value: string): string[] {
  const found = validateField(orderForm.delivery_date_from, value)
  if (found.length) return found
  const past = checkDeliveryNotBefore(value, isoDate(today()))
  return past === null ? [] : [past]
}

function single(control: HTMLElement): ErrorTarget {
  return { id: control.id, controls: [control], anchor: control }
}
