import { drawPageBlock, SearchResultCard } from '../../cards/cards'
import { CardHostsContext } from '../../cards/card-hosts'
import type { SearchResultKind, SearchResultKinds } from '../../shared/api/search-result'
import { CARD_HOSTS } from '../card-hosts'

/** A page of group `kind`'s results, drawn with the card components as a page block (a number's cart button is the cards' host). */
export function drawResultsPage<K extends SearchResultKind>(kind: K, results: readonly SearchResultKinds[K][]) {
  return drawPageBlock(
    'site-list__page',
    results.map((item, index) => (
      <CardHostsContext key={index} value={CARD_HOSTS}>
        <SearchResultCard kind={kind} item={item} />
      </CardHostsContext>
    )),
  )
}
