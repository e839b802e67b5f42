import { CARD_MESSAGES as M } from './messages'
import { searchResultOf, type SearchResultKind, type SearchResultKinds } from '../shared/api/search-result'

interface SearchResultCardProps<K extends SearchResultKind> {
  kind: K
  item: SearchResultKinds[K]
}

/** One search result with its «Главная / …» breadcrumb (partials/search-item.html). */
export function SearchResultCard<K extends SearchResultKind>({ kind, item }: SearchResultCardProps<K>) {
  const result = searchResultOf(kind, item)
  return (
    <div className="site-list__item" role="listitem">
      <nav className="site-breadcrumb" aria-label={`${M.section}: ${result.title}`}>
        <a href="/">{M.home}</a>
        {` / ${result.crumb}`}
      </nav>
      <a href={result.url}>{result.title}</a>
      {result.note && <span className="site-muted">{result.note}</span>}
    </div>
  )
}
