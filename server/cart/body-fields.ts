import type { ApiFieldErrors } from '../../shared/api/types'
import { CART_MESSAGES as M } from './messages'

/**
 * Reading the fields of a JSON body the way the Django site's DRF serializers do: their
 * types, their primary keys and their messages. The cart's bodies (validate-add.ts,
 * validate-change.ts) and the order's (server/orders/validate.ts) are read with them.
 */
export type Validated<T, E = ApiFieldErrors> = { ok: true; value: T } | { ok: false; errors: E }

/** Records a field's error message. */
export type FieldError = (field: string, message: string) => void

// DRF's PrimaryKeyRelatedField takes an integer or a string of digits.
export function primaryKey(value: unknown, name: string, error: FieldError): number | null {
  if (!present(value)) return null
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^\d{1,15}$/.test(value) && Number(value) > 0) return Number(value)
  error(name, M.wrongPkType(pythonTypeName(value)))
  return null
}

/** `rent_period`: whole months, at least `min`, and only for a number that is let (its rent price is not 0). */
export function rentPeriod(value: unknown, rentPrice: number | null, min: number, error: FieldError): number | null {
  if (!present(value)) return null
  const months = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof months !== 'number' || !Number.isSafeInteger(months)) {
    error('rent_period', M.notAnInteger)
    return null
  }
  if (rentPrice === 0) error('rent_period', M.rentNotAllowed)
  else if (months < min) error('rent_period', M.rentTooShort(min))
  return months
}

export function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// DRF names the received type in Python terms; the islands only show the message.
export function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType'
  if (Array.isArray(value)) return 'list'
  if (typeof value === 'string') return 'str'
  if (typeof value === 'boolean') return 'bool'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float'
  return 'dict'
}

export function fail(errors: ApiFieldErrors): { ok: false; errors: ApiFieldErrors } {
  return { ok: false, errors }
}
