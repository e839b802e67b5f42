import { webUrl } from '../../shared/api/redirect'
import type { SearchSuggestions } from '../../shared/api/types'
import { SEARCH_GROUPS, searchResultOf, type SearchResultKind, type SearchResultKinds, type SearchResultOffer } from '../../shared/api/search-result'

export interface SuggestionOption {
  key: string
  title: string
  note: string
  url: string
  /** A number's price and cart item: the suggestion shows them with the cards' cart button. */
  offer?: SearchResultOffer
}

export interface SuggestionGroup {
  id: SearchResultKind
  title: string
  options: SuggestionOption[]
}

/**
 * The suggestion groups of an answer in spec §2's order, empty groups left out; titles,
 * links, notes and a number's offer by the same rule as the results page (searchResultOf).
 */
export function suggestionGroups(result: SearchSuggestions): SuggestionGroup[] {
  return SEARCH_GROUPS.flatMap(({ id, title }) => {
    const items = (result[id as keyof SearchSuggestions] ?? []) as SearchResultKinds[typeof id][]
    if (!Array.isArray(items) || items.length === 0) return []
    const options = items.map((item, index) => {
      const { title: label, url, note, offer } = searchResultOf(id, item)
      // A number's own key: its cart button is an island of its own, which a new number must not inherit.
      return { key: offer ? `${id}-${offer.id}` : `${id}-${index}`, title: label, note, url, offer }
    })
    return [{ id, title, options }]
  })
}

/** The results page for a query: the footer link and the form's own target. */
export function resultsUrl(action: string, query: string): string {
  const url = new URL(action, location.href)
  url.searchParams.set('query', query)
  return url.pathname + url.search
}

/** Opens a suggestion's page (when its link is one the site may follow). */
export function openOption(option: SuggestionOption): void {
  const target = webUrl(option.url, location.href)
  if (target) location.assign(target.href)
}
