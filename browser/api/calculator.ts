import { api } from './client'
import type { CalculatorResponse } from '../../shared/api/types'

/** GET the calculator URL with the query of spec §7 → {results, count, provider_count}. */
export function getCalculatorTariffs(url: string, query: Record<string, string>, signal?: AbortSignal): Promise<CalculatorResponse> {
  return api.get<CalculatorResponse>(url, { query, signal })
}
