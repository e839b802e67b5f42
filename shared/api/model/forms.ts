/** Sign-in, customer and request-form bodies and answers of spec §3 and §7. */
import type { ApiFieldErrors } from './common'

/** POST /api/customers/send-signin-code/ body. */
export interface SendSigninCodeRequest {
  phone_number: string
}

/** Send-code response (200), and the 429 body: when a new code may be sent (ISO time). */
export interface SendSigninCodeResponse {
  rate_limited_until?: string | null
}

/** POST /api/customers/confirm-signin-code/ body. */
export interface ConfirmSigninCodeRequest {
  phone_number: string
  code: string
  /** Where to go after sign-in (the page's `?next=`); the server keeps it only if same-origin. */
  next?: string
}

/** Confirm-code response: where to send the browser (same-origin only). */
export interface ConfirmSigninCodeResponse {
  redirect_to: string
}

/** Signed-in customer as the server HTML provides it. */
export interface Customer {
  name: string
  phone_number: string
}

/** Answer of contacts, cooperation, feedback and generic AJAX forms. */
export type FormResponse = { status: 'ok' } | { status?: 'error'; errors: ApiFieldErrors }

/** Answer of the sell-number form: may carry a payment redirect. */
export type SellNumberResponse = { status: 'ok'; payment_url?: string } | { status?: 'error'; errors: ApiFieldErrors }

/** Placement price query and answer of the sell-number form. */
export interface PlacementPriceQuery {
  price: number | string
}
/** The placement price for an asking price, roubles a month and a year (spec §7). */
export interface PlacementPriceResponse {
  monthly: number
  yearly: number
}

/** Stock request for a number (`desired_number`) or a tariff (`tariff`), sent as JSON. */
export interface StockRequest {
  client_name: string
  client_phone: string
  client_email?: string
  consent_to_terms: boolean
  origin_number?: string
  desired_number?: string
  tariff?: number
}

/** Number order form. */
export interface NumberOrderForm {
  contact_person: string
  contact_number: string
  number: string
  email: string
  consent_to_terms: boolean
}

/** Callback request (POST /api/forms/create-call-back/). */
export interface CallbackRequest {
  name: string
  number: string
  consent_to_terms: boolean
}

/** Number selection request (POST /api/forms/create-number-selection-request/). */
export interface NumberSelectionRequest {
  desired_number: string
  contact_person: string
  email: string
  contact_number: string
  consent_to_terms: boolean
  comment?: string
}

/** Tariff selection request (POST /api/forms/create-tariff-selection-request/). */
export interface TariffSelectionRequest {
  minutes: number | string
  sms: number | string
  megabytes: number | string
  contact_person: string
  email: string
  contact_number: string
  consent_to_terms: boolean
  comment?: string
}

/** Exit-intent subscription body. */
export interface ExitSubscriptionRequest {
  email: string
  consent_to_terms: boolean
}

/** Comparison add body (the endpoint path comes from the page). */
export interface ComparisonAddRequest {
  tariff: number
}
