import { UNIVERSAL_SIM_TYPE } from '../../shared/api/cart-rules'
import type { ApiFieldErrors } from '../../shared/api/types'
import { fail, isPlainObject, present, primaryKey, pythonTypeName, rentPeriod, type FieldError, type Validated } from './body-fields'
import { CART_MESSAGES as M } from './messages'
import type { CartItemRow, CartLookups } from './store'

/** One change of a cart line, from a PUT /api/cart/items/{id}/ body (spec §7). */
export type ItemChange =
  | { kind: 'setNumber'; numberId: number; simTypeId: number; subdomainId: number | null }
  | { kind: 'removeNumber' }
  | { kind: 'setTariff'; tariffId: number }
  | { kind: 'removeTariff' }
  | { kind: 'removeDevice' }
  | { kind: 'rentPeriod'; months: number | null }
  | { kind: 'refill'; refill: boolean }

const GROUPS = {
  number: ['number', 'sim_type'],
  tariff: ['tariff'],
  device: ['device'],
  rent_period: ['rent_period'],
  refill: ['refill'],
} as const

/** What reading one group of a PUT body needs: the body, the line it changes, the catalogue, the settings and where errors go. */
interface ChangeCheck {
  body: Record<string, unknown>
  row: CartItemRow
  lookups: CartLookups
  minRentPeriod: number
  field: FieldError
}

/** Reads each group's change; a refusal of the whole body (a number for a device line) comes back as errors. */
const READ_GROUP: Record<keyof typeof GROUPS, (check: ChangeCheck) => ItemChange | { refused: ApiFieldErrors }> = {
  number: numberChange,
  tariff: tariffChange,
  device: deviceChange,
  rent_period: rentPeriodChange,
  refill: refillChange,
}

/**
 * Checks a PUT body against the line it changes. The body holds exactly one of the forms
 * `{number, sim_type}`, `{number: null, sim_type: null}`, `{tariff}`, `{tariff: null}`,
 * `{device: null}`, `{rent_period}` (null goes back to buying) or `{refill}`; other keys
 * are ignored. Removing something the line does not hold is not an error.
 */
export function validateItemChange(
  body: unknown,
  row: CartItemRow,
  lookups: CartLookups,
  { minRentPeriod }: { minRentPeriod: number },
): Validated<ItemChange> {
  if (!isPlainObject(body)) return fail({ non_field_errors: [M.notAnObject(pythonTypeName(body))] })
  const has = (key: string) => Object.prototype.hasOwnProperty.call(body, key)
  const groups = (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).filter((g) => GROUPS[g].some(has))
  if (groups.length === 0) return fail({ non_field_errors: [M.nothingToChange] })
  if (groups.length > 1) return fail({ non_field_errors: [M.oneChangeAtATime] })

  const errors: ApiFieldErrors = {}
  const field = (name: string, message: string) => (errors[name] ??= []).push(message)
  const change = READ_GROUP[groups[0]!]({ body, row, lookups, minRentPeriod, field })
  if ('refused' in change) return fail(change.refused)
  return Object.keys(errors).length > 0 ? fail(errors) : { ok: true, value: change }
}

function numberChange({ body, row, lookups, field }: ChangeCheck): ItemChange | { refused: ApiFieldErrors } {
  if (!present(body.number)) {
    if (present(body.sim_type)) field('sim_type', M.simTypeWithoutNumber)
    return { kind: 'removeNumber' }
  }
  if (row.device_id !== null) return { refused: { non_field_errors: [M.deviceAlone] } }
  const numberId = primaryKey(body.number, 'number', field)
  const number = numberId === null ? null : lookups.number(numberId)
  if (numberId !== null && !number) field('number', M.numberNotFound)
  else if (number?.archive) field('number', M.numberArchived)
  if (!present(body.sim_type)) field('sim_type', M.required)
  const simTypeId = primaryKey(body.sim_type, 'sim_type', field)
  if (simTypeId !== null && simTypeId !== UNIVERSAL_SIM_TYPE) field('sim_type', M.simTypeUniversalOnly)
  return { kind: 'setNumber', numberId: numberId ?? 0, simTypeId: simTypeId ?? 0, subdomainId: number?.subdomainId ?? null }
}

function tariffChange({ body, lookups, field }: ChangeCheck): ItemChange {
  // A device line takes a tariff (its suitable tariffs, spec §7), never a number.
  if (!present(body.tariff)) return { kind: 'removeTariff' }
  const tariffId = primaryKey(body.tariff, 'tariff', field)
  const tariff = tariffId === null ? null : lookups.tariff(tariffId)
  if (tariffId !== null && (!tariff || tariff.archive)) field('tariff', M.tariffNotFound)
  return { kind: 'setTariff', tariffId: tariffId ?? 0 }
}

function deviceChange({ body, field }: ChangeCheck): ItemChange {
  if (present(body.device)) field('device', M.deviceRemoveOnly)
  return { kind: 'removeDevice' }
}

function rentPeriodChange({ body, row, minRentPeriod, field }: ChangeCheck): ItemChange {
  if (row.number_id === null) {
    field('rent_period', M.noNumberInItem)
    return { kind: 'rentPeriod', months: null }
  }
  return { kind: 'rentPeriod', months: rentPeriod(body.rent_period, row.number_rent_price ?? 0, minRentPeriod, field) }
}

function refillChange({ body, row, field }: ChangeCheck): ItemChange {
  const refill = booleanValue(body.refill)
  if (refill === null) field('refill', M.notABoolean)
  else if (row.number_id === null) field('refill', M.noNumberInItem)
  else if (refill && row.number_refill_allowed !== 1) field('refill', M.refillNotAllowed)
  return { kind: 'refill', refill: refill ?? false }
}

// DRF's BooleanField also takes the usual spellings of true and false.
function booleanValue(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 'true' || value === 'True' || value === '1') return true
  if (value === 0 || value === 'false' || value === 'False' || value === '0') return false
  return null
}
