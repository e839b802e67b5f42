import type { ApiFieldErrors } from '../../shared/api/types'
import { CART_MESSAGES as M } from './messages'
import type { NewCartItem } from './store'

/** What validation needs to know about the referenced rows. */
export interface AddItemLookups {
  number(id: number): { archive: boolean; rentPrice: number; subdomainId: number | null } | null
  tariff(id: number): { archive: boolean } | null
  device(id: number): { archive: boolean } | null
  simTypeExists(id: number): boolean
}

export type Validated<T, E = ApiFieldErrors> = { ok: true; value: T } | { ok: false; errors: E }

/**
 * Checks a POST /api/cart/items/ body — `{number, sim_type, rent_period?,
 * number_provider_mask_filter?}`, `{tariff}` (a number and a tariff together are one line
 * too) or `{device}` — the way the DRF serializer does: every field error at once.
 */
export function validateAddItem(body: unknown, lookups: AddItemLookups, { minRentPeriod }: { minRentPeriod: number }): Validated<NewCartItem> {
  if (!isPlainObject(body)) return fail({ non_field_errors: [M.notAnObject(pythonTypeName(body))] })
  const errors: ApiFieldErrors = {}
  const field = (name: string, message: string) => (errors[name] ??= []).push(message)

  const numberId = primaryKey(body.number, 'number', field)
  const tariffId = primaryKey(body.tariff, 'tariff', field)
  const deviceId = primaryKey(body.device, 'device', field)
  if (!present(body.number) && !present(body.tariff) && !present(body.device)) {
    return fail({ non_field_errors: [M.nothingToAdd] })
  }
  if (present(body.device) && (present(body.number) || present(body.tariff))) {
    return fail({ non_field_errors: [M.deviceAlone] })
  }

  const item: NewCartItem = {
    numberId,
    tariffId,
    deviceId,
    simTypeId: null,
    subdomainId: null,
    rentPeriod: null,
    providerMaskFilter: null,
  }
  if (numberId !== null) {
    const number = lookups.number(numberId)
    if (!number) field('number', M.numberNotFound)
    else if (number.archive) field('number', M.numberArchived)
    item.subdomainId = number?.subdomainId ?? null

    if (!present(body.sim_type)) field('sim_type', M.required)
    item.simTypeId = primaryKey(body.sim_type, 'sim_type', field)
    if (item.simTypeId !== null && !lookups.simTypeExists(item.simTypeId)) field('sim_type', M.simTypeNotFound)

    item.rentPeriod = rentPeriod(body.rent_period, number?.rentPrice ?? null, minRentPeriod, field)
    const mask = body.number_provider_mask_filter
    if (present(mask) && typeof mask !== 'string') field('number_provider_mask_filter', M.notAString)
    else if (typeof mask === 'string' && mask !== '') item.providerMaskFilter = mask
  }
  if (tariffId !== null) {
    const tariff = lookups.tariff(tariffId)
    if (!tariff || tariff.archive) field('tariff', M.tariffNotFound)
  }
  if (deviceId !== null) {
    const device = lookups.device(deviceId)
    if (!device || device.archive) field('device', M.deviceNotFound)
  }
  return Object.keys(errors).length > 0 ? fail(errors) : { ok: true, value: item }
}

type AddError = (field: string, message: string) => void

// DRF's PrimaryKeyRelatedField takes an integer or a string of digits.
export function primaryKey(value: unknown, name: string, error: AddError): number | null {
  if (!present(value)) return null
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^\d{1,15}$/.test(value) && Number(value) > 0) return Number(value)
  error(name, M.wrongPkType(pythonTypeName(value)))
  return null
}

export function rentPeriod(value: unknown, rentPrice: number | null, min: number, error: AddError): number | null {
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
