import { CARD_MESSAGES as M } from './messages'
import { searchResultOf, type SearchResultKind, type SearchResultKinds, type SearchResultOffer } from '../shared/api/search-result'
import { CardCart } from './CardCart'

/** A number's price as its card writes it, or «Цена по запросу» (the results page and the header's suggestions). */
export const offerPrice = (offer: SearchResultOffer): string => (offer.priceOnCall ? M.priceOnCall : offer.price)

interface SearchResultCardProps<K extends SearchResultKind> {
  kind: K
  item: SearchResultKinds[K]
}

/** One search result with its «Главная / …» breadcrumb and, for a number, its price and cart button (partials/search-item.html). */
export function SearchResultCard<K extends SearchResultKind>({ kind, item }: SearchResultCardProps<K>) {
  const result = searchResultOf(kind, item)
  const { offer } = result
  return (
    <div className={offer ? 'site-list__item search-item--offer' : 'site-list__item'} role="listitem">
      <nav className="site-breadcrumb" aria-label={`${M.section}: ${result.title}`}>
        <a href="/">{M.home}</a>
        {` / ${result.crumb}`}
      </nav>
      <a href={result.url}>{result.title}</a>
      {result.note && <span className="site-muted">{result.note}</span>}
      {offer && (
        <div className="search-item__offer">
          <p className="search-item__price">{offerPrice(offer)}</p>
          <CardCart kind={offer.kind} id={offer.id} href={result.url} archive={offer.archive} />
        </div>
      )}
    </div>
  )
}
