import { valueToText } from '../../shared/validation'
import { FORM_MESSAGES } from '../../shared/forms/messages'
import { toDecimal } from '../money'
import {
  COURIER_DELIVERY_PRICE,
  DELIVERY_TYPES,
  MAX_ORDER_PHONES,
  ORDER_FLAGS,
  PAYMENT_TYPES,
  PRIMARY_PAYMENT_TYPES,
  isPaymentType,
} from './constants'

/**
 * What templates/partials/order-form.html renders from: the options with their
 * costs and visibility, the phone inputs. Shared by GET/POST /order/ and the checkout
 * island's tests, so both see the same markup.
 */
interface OrderFormState {
  /** The submitted (or default) values by input name. */
  values: Record<string, string>
  hasFreeDelivery: boolean
  /** «Показать все» was pressed without JavaScript (a submit that only re-renders). */
  showAllPayments?: boolean
  /** Phone inputs to show; at least one, at most MAX_ORDER_PHONES. */
  phoneCount?: number
  /** The names of the checked flag boxes (ORDER_FLAGS). */
  flags?: readonly string[]
}

const ORDER_FORM_DEFAULTS: Readonly<Record<string, string>> = {
  delivery_type: '1',
  payment_type: 'cash',
  delivery_time_from: '10:00',
  delivery_time_to: '18:00',
}

/** The input names of the order form, as a plain POST sends them. */
export const ORDER_FORM_FIELDS = [
  'client_name',
  'client_email',
  'delivery_type',
  'city',
  'delivery_city',
  'delivery_address',
  'delivery_date',
  'delivery_time_from',
  'delivery_time_to',
  'payment_type',
  'subscribe',
  'discount_card',
  ...DELIVERY_TYPES.map((type) => `comment_${type.value}`),
  ...Array.from({ length: MAX_ORDER_PHONES }, (_, i) => `client_phones_${i + 1}`),
] as const

export function orderFormContext({ values, hasFreeDelivery, showAllPayments = false, phoneCount = 1, flags = [] }: OrderFormState) {
  const all = { ...ORDER_FORM_DEFAULTS, ...values }
  const filledPhones = Array.from({ length: MAX_ORDER_PHONES }, (_, i) => i + 1).filter((n) => (all[`client_phones_${n}`] ?? '') !== '')
  const phones = Math.min(MAX_ORDER_PHONES, Math.max(1, phoneCount, ...filledPhones))
  const chosenPayment = all.payment_type ?? ''
  // A chosen button never hides: a re-rendered form shows what the visitor picked.
  const showAll = showAllPayments || (isPaymentType(chosenPayment) && !PRIMARY_PAYMENT_TYPES.includes(chosenPayment))
  const deliveryTypes = DELIVERY_TYPES.map((type) => {
    const courier = type.value === '1'
    // Courier delivery costs COURIER_DELIVERY_PRICE unless the cart has free delivery.
    const baseCost = courier ? COURIER_DELIVERY_PRICE : 0
    return {
      ...type,
      courier,
      cost: toDecimal(courier && hasFreeDelivery ? 0 : baseCost),
      base_cost: toDecimal(baseCost),
      free_eligible: courier,
    }
  })
  return {
    values: all,
    phones: Array.from({ length: phones }, (_, i) => ({
      name: `client_phones_${i + 1}`,
      label: i === 0 ? FORM_MESSAGES.phone : FORM_MESSAGES.extraPhone(i),
      required: i === 0,
      value: all[`client_phones_${i + 1}`] ?? '',
    })),
    max_phones: MAX_ORDER_PHONES,
    delivery_types: deliveryTypes,
    // The cart's totals add its cost, as the island's do (partials/order-cart.html).
    chosen_delivery: deliveryTypes.find((type) => type.value === all.delivery_type) ?? null,
    payment_types: Object.entries(PAYMENT_TYPES).map(([value, label]) => ({
      value,
      label,
      extra: !PRIMARY_PAYMENT_TYPES.includes(value as keyof typeof PAYMENT_TYPES),
    })),
    show_all_payments: showAll,
    order_flags: ORDER_FLAGS.map((flag) => ({ ...flag, checked: flags.includes(flag.name) })),
  }
}

/**
 * The `flags` of a plain form post: each box of ORDER_FLAGS is an `<input name="flags">` whose
 * value is its name, posted only when checked; the order stores every flag of its delivery, true
 * or false. A courier flag's box is in the courier panel: a pick-up order leaves it out even when
 * the hidden box was posted checked (the visitor ticked it, then chose pick-up).
 */
export function postedFlags(posted: unknown, courier: boolean): Record<string, boolean> {
  const checked = (Array.isArray(posted) ? posted : [posted]).map(valueToText)
  return Object.fromEntries(ORDER_FLAGS.filter((flag) => courier || !flag.courier).map((flag) => [flag.name, checked.includes(flag.name)]))
}

/** The labels of an order's set flags, for the result page. */
export function flagLabels(flags: Readonly<Record<string, boolean>>): string[] {
  return ORDER_FLAGS.filter((flag) => flags[flag.name] === true).map((flag) => flag.label)
}

/**
 * The delivery date as the order payload carries it ('YYYY-MM-DD'), from the form's
 * d.m.Y (the date picker) or ISO (older posts); anything else comes back as typed, so the
 * validation answers «Укажите дату доставки.» for it.
 */
export function isoDeliveryDate(raw: string): string {
  const value = raw.trim()
  const picker = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value)
  return picker ? `${picker[3]}-${picker[2]}-${picker[1]}` : value
}

/** The phones of a plain form post, in input order (blank extra ones included, aligned). */
export function postedPhones(values: Readonly<Record<string, unknown>>): string[] {
  const phones: string[] = []
  for (let n = 1; n <= MAX_ORDER_PHONES; n++) phones.push(valueToText(values[`client_phones_${n}`]).trim())
  // Trailing blanks say nothing; the first phone stays even when blank (it is required).
  while (phones.length > 1 && phones[phones.length - 1] === '') phones.pop()
  return phones
}
