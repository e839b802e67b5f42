import { api } from './client'
import { ApiError } from './errors'

/**
 * How many cards a catalogue's data URL finds for some filters (spec §7 catalogue views, with the
 * `count` the reference server's catalogue answers carry, as Django REST framework's paginator
 * does): its first page of one card is asked for, and only the count read. The filter sheet shows
 * it before the visitor applies a choice. An answer without a count is a failure.
 *
 * @example await getCatalogCount('/api/catalog/numbers/', new URLSearchParams('provider=mts')) // 1725
 */
export async function getCatalogCount(dataUrl: string, params: URLSearchParams, signal?: AbortSignal): Promise<number> {
  const query = new URLSearchParams(params)
  query.set('page', '1')
  query.set('page_size', '1')
  const body = await api.get<{ count?: unknown }>(`${dataUrl}${dataUrl.includes('?') ? '&' : '?'}${query}`, { signal })
  const count = body?.count
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new ApiError(200, body, 'Catalogue answer without a count')
  return count
}
