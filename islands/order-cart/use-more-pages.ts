import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { createSuitablePages, type SuitableEntry, type SuitableList, type SuitableOwner } from '../../browser/stores/suitable-pages'

interface MorePages<T> {
  /** The first page from the cart followed by the pages loaded here, without repeats. */
  items: T[]
  hasNext: boolean
  loading: boolean
  failed: boolean
  loadMore: () => void
}

/**
 * A suitable list of a cart line: its first page (with the cart) and the pages «Показать ещё»
 * loads into the line's store (browser/stores/suitable-pages.ts). `owner` is the number, tariff
 * or device the list belongs to; a new owner starts over.
 */
export function useMorePages<L extends SuitableList>(
  owner: SuitableOwner<L>,
  first: readonly SuitableEntry<L>[],
  firstHasNext: boolean,
): MorePages<SuitableEntry<L>> {
  const [pages] = useState(createSuitablePages<L>)
  useEffect(() => pages.dispose, [pages])
  const state = useStore(pages.$pages)

  const own = state.owner === `${owner.list}/${owner.id}`
  const seen = new Set(first.map((entry) => entry.id))
  const extra = own ? state.extra.filter((entry) => !seen.has(entry.id)) : []
  return {
    items: [...first, ...extra],
    hasNext: (own ? state.hasNext : null) ?? firstHasNext,
    loading: own && state.loading,
    failed: own && state.failed,
    loadMore: () => void pages.loadMore(owner, Math.max(first.length, 1)),
  }
}
