import type { ApiError } from '../../browser/api/errors'
import { VALIDATION_MESSAGES } from '../../shared/validation'
import { setFieldError } from '../../browser/dom/field-errors'
import type { OrderField } from './fields'
import { CHECKOUT_MESSAGES as M } from './messages'

// Both ends of the delivery window are the one date field, whatever the server says (spec §8).
const DATE_KEYS = new Set(['delivery_date_from', 'delivery_date_to'])

/**
 * Puts a failed POST /api/orders/ onto the form (spec §8): field errors under their fields,
 * `client_phones.N` under the N-th phone input, date errors as «Укажите дату доставки.» on
 * the date field, `payment_type` beside the payment buttons. Returns the messages that
 * belong to no visible field (non_field_errors first), for the cart's error area; a failure
 * without any message (network, 5xx) gives the generic one.
 */
export function showServerErrors(error: ApiError, fields: readonly OrderField[]): string[] {
  const byField = new Map<OrderField, string[]>()
  const rest = [...error.nonFieldErrors]
  for (const [key, found] of Object.entries(error.fieldErrors)) {
    const field = fields.find((f) => f.names.includes(key))
    const shown = DATE_KEYS.has(key) ? [VALIDATION_MESSAGES.deliveryDate] : found
    if (field) byField.set(field, [...(byField.get(field) ?? []), ...shown])
    else rest.push(...shown)
  }
  for (const field of fields) setFieldError(field.target, byField.get(field) ?? [])
  if (byField.size === 0 && rest.length === 0) rest.push(M.failed)
  return [...new Set(rest)]
}
