import { api } from './client'
import type { Paged, PhoneNumber, Tariff } from './types'

/**
 * The suitable lists of a cart line (spec §7): tariffs that fit a number or a device, numbers
 * that fit a tariff. The cart's `expand` gives their first page; these fetch the next ones.
 * Both answer `{results, next}` and 404 past the last page.
 */
export const suitableTariffsUrl = (numberId: number): string => `/api/numbers/suitable-tariffs/${numberId}/`
export const suitableNumbersUrl = (tariffId: number): string => `/api/tariffs/suitable-numbers/${tariffId}/`
export const deviceSuitableTariffsUrl = (deviceId: number): string => `/api/device-suitable-tariffs/${deviceId}/`

/** One page of the tariffs that suit a number (the number's provider). */
export function getSuitableTariffs(
  numberId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Paged<Tariff>> {
  return api.get<Paged<Tariff>>(suitableTariffsUrl(numberId), { query: { page, page_size: pageSize }, signal })
}

/** One page of the tariffs that suit a device (on the reference server: those with internet). */
export function getDeviceSuitableTariffs(
  deviceId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Paged<Tariff>> {
  return api.get<Paged<Tariff>>(deviceSuitableTariffsUrl(deviceId), { query: { page, page_size: pageSize }, signal })
}

/** One page of the numbers that suit a tariff (the tariff's provider). */
export function getSuitableNumbers(
  tariffId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Paged<PhoneNumber>> {
  return api.get<Paged<PhoneNumber>>(suitableNumbersUrl(tariffId), { query: { page, page_size: pageSize }, signal })
}
