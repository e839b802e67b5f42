import { api } from './client'
import type { SearchSuggestions } from '../../shared/api/types'

const SEARCH_HEAP_URL = '/api/search/heap/'

/** GET /api/search/heap/?query=: the header suggestions; `signal` aborts an older query. */
export function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return api.get<SearchSuggestions>(SEARCH_HEAP_URL, { query: { query }, signal })
}
