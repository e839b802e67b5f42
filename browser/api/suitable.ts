import { api } from './client'
import type { Paged, PhoneNumber, Tariff } from '../../shared/api/types'

/**
 * The suitable lists of a cart line (spec §7): tariffs that fit a number or a device, numbers
 * that fit a tariff. The cart's `expand` gives their first page; these fetch the next ones.
 * All answer `{results, next}` and 404 past the last page.
 */
const suitableTariffsUrl = (numberId: number): string => `/api/numbers/suitable-tariffs/${numberId}/`
const suitableNumbersUrl = (tariffId: number): string => `/api/tariffs/suitable-numbers/${tariffId}/`
const deviceSuitableTariffsUrl = (deviceId: number): string => `/api/device-suitable-tariffs/${deviceId}/`

/** One page of a suitable list: (owner id, page, page size, signal) → `{results, next}`. */
export type SuitablePage<T> = (ownerId: number, page: number, pageSize: number, signal?: AbortSignal) => Promise<Paged<T>>

const pagesOf =
  <T>(url: (ownerId: number) => string): SuitablePage<T> =>
  (ownerId, page, pageSize, signal) =>
    api.get<Paged<T>>(url(ownerId), { query: { page, page_size: pageSize }, signal })

/** The tariffs that suit a number (the number's provider). */
export const getSuitableTariffs = pagesOf<Tariff>(suitableTariffsUrl)
/** The tariffs that suit a device (on the reference server: those with internet). */
export const getDeviceSuitableTariffs = pagesOf<Tariff>(deviceSuitableTariffsUrl)
/** The numbers that suit a tariff (the tariff's provider). */
export const getSuitableNumbers = pagesOf<PhoneNumber>(suitableNumbersUrl)
