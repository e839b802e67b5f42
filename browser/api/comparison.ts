import { api } from './client'
import type { ComparisonAddRequest, Tariff } from '../../shared/api/types'

/**
 * Tariff comparison (spec §7). The paths are not in the spec: each comes from the page
 * (the host's attributes), so the Django site keeps its own.
 *
 * @example await addToComparisonList('/api/comparison/add/', 42)
 */
export function getComparison(listUrl: string, signal?: AbortSignal): Promise<{ items: Tariff[] }> {
  return api.get<{ items: Tariff[] }>(listUrl, { signal })
}

export function addToComparisonList(addUrl: string, tariff: number): Promise<unknown> {
  const body: ComparisonAddRequest = { tariff }
  return api.post(addUrl, body)
}

/** POST with no body (spec §7). */
export function clearComparisonList(clearUrl: string): Promise<unknown> {
  return api.post(clearUrl)
}

/** `itemUrl` holds `{id}`, replaced by the tariff id (the comparison table host's `data-item-url`). */
export function removeFromComparisonList(itemUrl: string, tariff: number): Promise<void> {
  return api.delete(itemUrl.replace('{id}', encodeURIComponent(String(tariff))))
}
