import { api } from './client'
import type { SearchSuggestions } from './types'

const SEARCH_HEAP_URL = '/api/search/heap/'
/** Spec §5, §9: suggestions only from 3 characters, after 300 ms without typing. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DELAY_MS = 300

/** GET /api/search/heap/?query=: the header suggestions; `signal` aborts an older query. */
export function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return api.get<SearchSuggestions>(SEARCH_HEAP_URL, { query: { query }, signal })
}
