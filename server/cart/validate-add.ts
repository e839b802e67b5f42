import type { ApiFieldErrors } from '../../shared/api/types'
import { fail, isPlainObject, present, primaryKey, pythonTypeName, rentPeriod, type Validated } from './body-fields'
import { CART_MESSAGES as M } from './messages'
import type { CartLookups, NewCartItem } from './store'

/**
 * Checks a POST /api/cart/items/ body — `{number, sim_type, rent_period?,
 * number_provider_mask_filter?}`, `{tariff}` (a number and a tariff together are one line
 * too) or `{device}` — the way the DRF serializer does: every field error at once.
 */
export function validateAddItem(body: unknown, lookups: CartLookups, { minRentPeriod }: { minRentPeriod: number }): Validated<NewCartItem> {
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
