import { UNIVERSAL_SIM_TYPE } from '../../shared/api/model/cart'
import type { ApiFieldErrors } from '../../shared/api/types'
import { fail, isPlainObject, present, primaryKey, pythonTypeName, rentPeriod, type AddItemLookups, type Validated } from './add-item'
import { CART_MESSAGES as M } from './messages'
import type { CartItemRow } from './store'

/** One change of a cart line, from a PUT /api/cart/items/{id}/ body (spec §7). */
export type ItemUpdate =
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

/**
 * Checks a PUT body against the line it changes. The body holds exactly one of the forms
 * `{number, sim_type}`, `{number: null, sim_type: null}`, `{tariff}`, `{tariff: null}`,
 * `{device: null}`, `{rent_period}` (null goes back to buying) or `{refill}`; other keys
 * are ignored. Removing something the line does not hold is not an error.
 */
export function validateItemUpdate(
  body: unknown,
  row: CartItemRow,
  lookups: AddItemLookups,
  { minRentPeriod }: { minRentPeriod: number },
): Validated<ItemUpdate> {
  if (!isPlainObject(body)) return fail({ non_field_errors: [M.notAnObject(pythonTypeName(body))] })
  const has = (key: string) => Object.prototype.hasOwnProperty.call(body, key)
  const groups = (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).filter((g) => GROUPS[g].some(has))
  if (groups.length === 0) return fail({ non_field_errors: [M.nothingToChange] })
  if (groups.length > 1) return fail({ non_field_errors: [M.oneChangeAtATime] })

  const errors: ApiFieldErrors = {}
  const field = (name: string, message: string) => (errors[name] ??= []).push(message)
  const done = (update: ItemUpdate): Validated<ItemUpdate> => (Object.keys(errors).length > 0 ? fail(errors) : { ok: true, value: update })

  switch (groups[0]) {
    case 'number': {
      if (!present(body.number)) {
        if (present(body.sim_type)) field('sim_type', M.simTypeWithoutNumber)
        return done({ kind: 'removeNumber' })
      }
      if (row.device_id !== null) return fail({ non_field_errors: [M.deviceAlone] })
      const numberId = primaryKey(body.number, 'number', field)
      const number = numberId === null ? null : lookups.number(numberId)
      if (numberId !== null && !number) field('number', M.numberNotFound)
      else if (number?.archive) field('number', M.numberArchived)
      if (!present(body.sim_type)) field('sim_type', M.required)
      const simTypeId = primaryKey(body.sim_type, 'sim_type', field)
      if (simTypeId !== null && simTypeId !== UNIVERSAL_SIM_TYPE) field('sim_type', M.simTypeUniversalOnly)
      return done({
        kind: 'setNumber',
        numberId: numberId ?? 0,
        simTypeId: simTypeId ?? 0,
        subdomainId: number?.subdomainId ?? null,
      })
    }
    case 'tariff': {
      // A device line takes a tariff (its suitable tariffs, spec §7), never a number.
      if (!present(body.tariff)) return done({ kind: 'removeTariff' })
      const tariffId = primaryKey(body.tariff, 'tariff', field)
      const tariff = tariffId === null ? null : lookups.tariff(tariffId)
      if (tariffId !== null && (!tariff || tariff.archive)) field('tariff', M.tariffNotFound)
      return done({ kind: 'setTariff', tariffId: tariffId ?? 0 })
    }
    case 'device':
      if (present(body.device)) field('device', M.deviceRemoveOnly)
      return done({ kind: 'removeDevice' })
    case 'rent_period': {
      if (row.number_id === null) {
        field('rent_period', M.noNumberInItem)
        return done({ kind: 'rentPeriod', months: null })
      }
      const months = rentPeriod(body.rent_period, row.number_rent_price ?? 0, minRentPeriod, field)
      return done({ kind: 'rentPeriod', months })
    }
    case 'refill': {
      const refill = booleanValue(body.refill)
      if (refill === null) field('refill', M.notABoolean)
      else if (row.number_id === null) field('refill', M.noNumberInItem)
      else if (refill && row.number_refill_allowed !== 1) field('refill', M.refillNotAllowed)
      return done({ kind: 'refill', refill: refill ?? false })
    }
    default:
      return fail({ non_field_errors: [M.nothingToChange] })
  }
}

// DRF's BooleanField also takes the usual spellings of true and false.
function booleanValue(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 'true' || value === 'True' || value === '1') return true
  if (value === 0 || value === 'false' || value === 'False' || value === '0') return false
  return null
}
