import { drawPageBlock, SearchResultCard } from '../../cards/cards'
import type { SearchResultKind, SearchResultKinds } from '../../shared/api/search-result'

/** A page of group `kind`'s results, drawn with the card components as a page block. */
export function drawResultsPage<K extends SearchResultKind>(kind: K, results: readonly SearchResultKinds[K][]) {
  return drawPageBlock(
    'site-list__page',
    results.map((item, index) => <SearchResultCard key={index} kind={kind} item={item} />),
  )
}
