import { useEffect, useRef, useState } from 'react'
import { ApiError, isAbortError } from '../../shared/api/errors'
import type { Paged } from '../../shared/api/types'

interface MorePages<T> {
  /** The first page from the cart followed by the pages loaded here, without repeats. */
  items: T[]
  hasNext: boolean
  loading: boolean
  failed: boolean
  loadMore: () => void
}

interface Loaded<T> {
  owner: number
  extra: T[]
  next: number
  /** null until a page is loaded here: until then the cart's `*_has_next` says. */
  hasNext: boolean | null
}

/**
 * Load-more over a suitable list whose first page came with the cart (`expand`).
 * `owner` is the number or tariff the list belongs to; a new owner starts over.
 * The page size is the first page's, so page 2 continues right after it.
 */
export function useMorePages<T extends { id: number }>(
  owner: number,
  first: readonly T[],
  firstHasNext: boolean,
  fetchPage: (owner: number, page: number, pageSize: number, signal: AbortSignal) => Promise<Paged<T>>,
): MorePages<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ owner, extra: [], next: 2, hasNext: null })
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  const current = loaded.owner === owner ? loaded : { owner, extra: [], next: 2, hasNext: null }
  const seen = new Set(first.map((entry) => entry.id))
  const items = [...first, ...current.extra.filter((entry) => !seen.has(entry.id))]
  const hasNext = current.hasNext ?? firstHasNext

  function loadMore() {
    if (loading) return
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setLoading(true)
    setFailed(false)
    const pageSize = Math.max(first.length, 1)
    fetchPage(owner, current.next, pageSize, controller.signal)
      .then((page) => {
        setLoaded({ owner, extra: [...current.extra, ...page.results], next: current.next + 1, hasNext: page.next !== null })
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return
        // 404 past the last page means the list is complete (spec §4: the button hides).
        if (error instanceof ApiError && error.status === 404) setLoaded({ ...current, hasNext: false })
        else setFailed(true)
      })
      .finally(() => {
        if (abort.current === controller) setLoading(false)
      })
  }

  return { items, hasNext, loading, failed, loadMore }
}
