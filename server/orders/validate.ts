import {
  COURIER_DELIVERY_TYPE,
  checkDeliveryNotBefore,
  VALIDATION_MESSAGES as M,
  normalizePhone,
  orderForm,
  validateForm,
  validatePhones,
  valueToText,
} from '../../shared/validation'
import { isPlainObject, pythonTypeName } from '../cart/body-fields'
import { CART_MESSAGES } from '../cart/messages'
import { DELIVERY_TYPES, isPaymentType, type PaymentType } from './constants'
import { ORDER_MESSAGES } from './messages'

/**
 * Error body of POST /api/orders/, DRF-like: `{field: [messages]}`, except `client_phones`,
 * which is a list aligned with the submitted phones, `null` for a phone that is fine:
 * `{"client_phones": [null, ["Введите корректный номер телефона."]]}`. The islands' error
 * parser flattens that to `client_phones.1`, i.e. the second phone input.
 */
export type OrderErrors = Record<string, string[] | (string[] | null)[]>

/** A checked order request (spec §3), phones in '+79123456789' form. */
export interface OrderInput {
  clientName: string
  clientEmail: string
  clientPhones: string[]
  deliveryType: string
  city: string
  comment: string
  flags: Record<string, boolean>
  paymentType: PaymentType
  subscribe: boolean
  discountCard: string | null
  courier: { city: string; address: string; dateFrom: string; dateTo: string } | null
}

const HOUR = 60 * 60 * 1000

type OrderValidation = { ok: true; value: OrderInput } | { ok: false; errors: OrderErrors }

/**
 * Field rules come from shared/validation's orderForm (the rules and messages the checkout
 * island shows), plus `payment_type`, which must be one of PAYMENT_TYPES, and
 * `delivery_type`, one of DELIVERY_TYPES.
 */
export function validateOrder(body: unknown, now: number = Date.now()): OrderValidation {
  if (!isPlainObject(body)) {
    return { ok: false, errors: { non_field_errors: [CART_MESSAGES.notAnObject(pythonTypeName(body))] } }
  }
  const errors: OrderErrors = validateForm(orderForm, body)
  const phones = phoneList(body.client_phones)
  if (errors.client_phones) errors.client_phones = validatePhones(phones).map((m) => (m === null ? null : [m]))

  const paymentType = valueToText(body.payment_type).trim()
  if (paymentType === '') errors.payment_type = [M.required]
  else if (!isPaymentType(paymentType)) errors.payment_type = [ORDER_MESSAGES.invalidChoice(paymentType)]

  // Only the delivery types the form offers; an unknown one would have no price.
  const deliveryChoice = valueToText(body.delivery_type).trim()
  if (!errors.delivery_type && !DELIVERY_TYPES.some((type) => type.value === deliveryChoice)) {
    errors.delivery_type = [ORDER_MESSAGES.invalidChoice(deliveryChoice)]
  }

  // Courier delivery cannot be in the past. The form allows the visitor's today, which is at
  // most 12 hours behind UTC anywhere, so the server's earliest day is UTC's day 12 hours ago.
  const earliest = new Date(now - 12 * HOUR).toISOString().slice(0, 10)
  if (valueToText(body.delivery_type).trim() === COURIER_DELIVERY_TYPE) {
    for (const name of ['delivery_date_from', 'delivery_date_to'] as const) {
      const past = errors[name] ? null : checkDeliveryNotBefore(valueToText(body[name]), earliest)
      if (past) errors[name] = [past]
    }
  }

  if (Object.keys(errors).length > 0 || !isPaymentType(paymentType)) return { ok: false, errors }

  const text = (name: string) => valueToText(body[name]).trim()
  const deliveryType = text('delivery_type')
  return {
    ok: true,
    value: {
      clientName: text('client_name'),
      clientEmail: text('client_email'),
      // Blank extra phones are dropped; filled ones passed the phone rule, so they normalise.
      clientPhones: phones.flatMap((phone) => normalizePhone(phone) ?? []),
      deliveryType,
      city: text('city'),
      comment: valueToText(body.comment),
      flags: booleanFlags(body.flags),
      paymentType,
      subscribe: truthy(body.subscribe),
      discountCard: text('discount_card') || null,
      courier:
        deliveryType === COURIER_DELIVERY_TYPE
          ? {
              city: text('delivery_city'),
              address: text('delivery_address'),
              dateFrom: text('delivery_date_from'),
              dateTo: text('delivery_date_to'),
            }
          : null,
    },
  }
}

function phoneList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(valueToText)
  return value === undefined || value === null ? [] : [valueToText(value)]
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || ['true', 'True', '1', 'on'].includes(valueToText(value))
}

// `flags`: the order form's extra checkboxes, kept as {name: boolean}; anything else is dropped.
function booleanFlags(value: unknown): Record<string, boolean> {
  if (!isPlainObject(value)) return {}
  return Object.fromEntries(Object.entries(value).map(([key, flag]) => [key, truthy(flag)]))
}
