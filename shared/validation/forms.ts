import { VALIDATION_MESSAGES as M } from './messages'
import { checkDiscountCard } from './card'
import { checkConcealedPhone } from './concealed'
import { checkDeliveryDate } from './date'
import { checkInteger, parseInteger } from './integer'
import { checkPhone, isBlankPhone } from './phone'
import { defineForm, validateList, valueToText, type Check, type FieldRule } from './rules'
import { checkSigninCode, checkSigninPhone } from './signin'
import { checkDigits, checkEmail, checkName } from './text'

/** `delivery_type` of courier delivery, which adds address and window (spec §9). */
export const COURIER_DELIVERY_TYPE = '1'

const required = (...checks: Check[]): FieldRule => ({ required: true, checks })
const optional = (...checks: Check[]): FieldRule => ({ checks })
const consent: FieldRule = { kind: 'checkbox', required: true, requiredMessage: M.consent, checks: [] }
const email = required(checkEmail)
// Every phone-mask input carries the phone rule, and its untouched mask counts as empty.
const phone: FieldRule = { required: true, isBlank: isBlankPhone, checks: [checkPhone] }

const isCourier = (values: Readonly<Record<string, unknown>>): boolean => valueToText(values['delivery_type']).trim() === COURIER_DELIVERY_TYPE
const courierOnly = (rule: FieldRule): FieldRule => ({ ...rule, when: isCourier })
const deliveryDate = courierOnly({
  required: true,
  requiredMessage: M.deliveryDate,
  checks: [checkDeliveryDate],
})

/**
 * Checkout (POST /api/orders/). `client_phones` is a list: the first phone is
 * required, extra phones are optional; see {@link validatePhones}.
 *
 * @example
 * validateForm(orderForm, body) // { client_email: ['Введите корректный e-mail'] }
 */
export const orderForm = defineForm({
  client_email: email,
  client_name: required(checkName),
  client_phones: { ...phone, kind: 'list' },
  delivery_type: required(),
  city: required(),
  discount_card: optional(checkDiscountCard),
  delivery_city: courierOnly(required()),
  delivery_address: courierOnly(required()),
  delivery_date_from: deliveryDate,
  delivery_date_to: deliveryDate,
})

/**
 * Messages for each order phone, aligned with the inputs (`null` = fine), so
 * a `client_phones` error lands on the phone input it belongs to.
 *
 * @example
 * validatePhones(['', '+7 (912) 345-67-89']) // ['Пожалуйста, заполните это поле', null]
 */
export function validatePhones(phones: readonly string[]): (string | null)[] {
  return validateList(orderForm.client_phones, phones)
}

/** Callback modal: a name, a phone to call back, consent. */
export const callbackForm = defineForm({
  name: required(checkName),
  number: phone,
  consent_to_terms: consent,
})

/** The contact fields both selection requests end with (spec §5). */
const selectionContact = {
  contact_person: required(),
  email,
  contact_number: phone,
  consent_to_terms: consent,
  comment: optional(),
}

/** Number selection request. */
const numberSelectionForm = defineForm({
  desired_number: required(),
  ...selectionContact,
})

/** Tariff selection request: monthly minutes, sms and megabytes as digits. */
export const tariffSelectionForm = defineForm({
  minutes: required(checkDigits),
  sms: required(checkDigits),
  megabytes: required(checkDigits),
  ...selectionContact,
})

/** Contacts page question form (#question-form). */
const contactsForm = defineForm({
  name: required(),
  email,
  question: required(),
  number: phone,
  consent_to_terms: consent,
})

/** Cooperation form. */
const cooperationForm = defineForm({
  name: required(),
  email,
  text: required(),
  number: phone,
  consent_to_terms: consent,
})

/** Feedback / review form (#feedback_form, #review_form). */
const feedbackForm = defineForm({
  name: required(),
  email,
  number: phone,
  consent_to_terms: consent,
})

/**
 * Review rate: 1–5 stars. There is no rate message in spec §5, so a non-number reads
 * 'Введите цифры' and a number outside 1–5 counts as no rate chosen ('Пожалуйста, заполните это поле').
 */
function checkRate(value: string): string | null {
  const digits = checkDigits(value)
  if (digits !== null) return digits
  const rate = parseInteger(value)
  return rate !== null && rate >= 1 && rate <= 5 ? null : M.required
}

/** Review form (#review_form): the feedback fields plus text and rate, without the phone. */
export const reviewForm = defineForm({
  name: feedbackForm.name,
  email: feedbackForm.email,
  text: cooperationForm.text,
  rate: { required: true, checks: [checkRate] },
  consent_to_terms: feedbackForm.consent_to_terms,
})

/** Sell-number form, seller's details; each number item uses {@link sellNumberItemForm}. */
export const sellNumberForm = defineForm({
  name: required(),
  email,
  number: phone,
  consent_to_terms: consent,
  additional_info: optional(),
})

/** One number offered in the sell-number form; `price` is an integer input. */
export const sellNumberItemForm = defineForm({
  number: phone,
  price: required(checkInteger),
  provider: required(),
  subdomain: required(),
})

/** Exit-intent e-mail subscription. */
export const exitSubscriptionForm = defineForm({
  email,
  consent_to_terms: consent,
})

const stockRequestBase = {
  client_name: required(),
  client_phone: phone,
  client_email: optional(checkEmail),
  consent_to_terms: consent,
  origin_number: optional(),
}

/** Stock request for a number: `desired_number` follows the concealed-phone pattern. */
export const stockRequestNumberForm = defineForm({
  ...stockRequestBase,
  desired_number: required(checkConcealedPhone),
})

/** Stock request for a tariff. */
export const stockRequestTariffForm = defineForm({
  ...stockRequestBase,
  tariff: optional(),
})

/** Number order form. */
export const numberOrderForm = defineForm({
  contact_person: required(checkName),
  contact_number: phone,
  number: required(),
  email,
  consent_to_terms: consent,
})

const signinPhone: FieldRule = { required: true, isBlank: isBlankPhone, checks: [checkSigninPhone] }

/** Sign-in, phone step (POST /api/customers/send-signin-code/). */
export const signinSendForm = defineForm({
  phone_number: signinPhone,
})

/** Sign-in, code step (POST /api/customers/confirm-signin-code/). */
export const signinConfirmForm = defineForm({
  phone_number: signinPhone,
  code: required(checkSigninCode),
})

/**
 * The request forms of spec §5 and §7 by kind (the names `form_requests.kind` stores and
 * `data-kind` of a form host carries), so the browser and the server pick the same rules.
 */
export const requestForms = Object.freeze({
  callback: callbackForm,
  'number-selection': numberSelectionForm,
  'tariff-selection': tariffSelectionForm,
  contacts: contactsForm,
  cooperation: cooperationForm,
  feedback: feedbackForm,
  review: reviewForm,
  'number-order': numberOrderForm,
  subscribe: exitSubscriptionForm,
  'stock-request-number': stockRequestNumberForm,
  'stock-request-tariff': stockRequestTariffForm,
  'sell-number': sellNumberForm,
})
export type RequestFormKind = keyof typeof requestForms

export function isRequestFormKind(kind: string): kind is RequestFormKind {
  return Object.hasOwn(requestForms, kind)
}
