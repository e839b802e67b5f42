import { atom, type ReadableAtom } from 'nanostores'
import { ApiError } from '../api/errors'
import { requestLane } from '../api/lane'
import { getDeviceSuitableTariffs, getSuitableNumbers, getSuitableTariffs, type SuitablePage } from '../api/suitable'
import type { PhoneNumber, Tariff } from '../../shared/api/types'

/** A cart line's suitable lists (spec §7), by what they suit: a number's or a device's tariffs, a tariff's numbers. */
const LISTS = {
  'number-tariffs': getSuitableTariffs,
  'device-tariffs': getDeviceSuitableTariffs,
  'tariff-numbers': getSuitableNumbers,
} satisfies Record<string, SuitablePage<Tariff> | SuitablePage<PhoneNumber>>
export type SuitableList = keyof typeof LISTS
/** What a list holds. */
export type SuitableEntry<L extends SuitableList> = L extends 'tariff-numbers' ? PhoneNumber : Tariff

/** The list of one owner: `{ list: 'number-tariffs', id: 5 }` are the tariffs of number 5. */
export interface SuitableOwner<L extends SuitableList> {
  list: L
  id: number
}

export interface SuitablePagesState<T> {
  /** Whose list the pages are (`number-tariffs/5`); null before the first load. */
  owner: string | null
  /** The entries of the pages loaded here (page 2 on): the first page came with the cart. */
  extra: T[]
  /** The page to load next. */
  next: number
  /** null until a page is loaded here: until then the cart's `*_has_next` says. */
  hasNext: boolean | null
  loading: boolean
  failed: boolean
}

export interface SuitablePages<L extends SuitableList> {
  $pages: ReadableAtom<SuitablePagesState<SuitableEntry<L>>>
  /**
   * Loads the next page of `owner`'s list, `pageSize` entries (the first page's size, so it
   * continues right after it); a new owner starts over at page 2. 404 past the last page
   * means the list is complete (spec §4: the button hides).
   */
  loadMore(owner: SuitableOwner<L>, pageSize: number): Promise<void>
  /** Drops a request on the way (the line's cleanup). */
  dispose(): void
}

const keyOf = ({ list, id }: SuitableOwner<SuitableList>) => `${list}/${id}`
const START = { owner: null, extra: [], next: 2, hasNext: null, loading: false, failed: false }

/** «Показать ещё» of one suitable list of a cart line, whose first page came with the cart (`expand`). */
export function createSuitablePages<L extends SuitableList>(): SuitablePages<L> {
  type T = SuitableEntry<L>
  const $pages = atom<SuitablePagesState<T>>(START)
  const lane = requestLane()

  return {
    $pages,
    loadMore(owner, pageSize) {
      const key = keyOf(owner)
      const current = $pages.get()
      if (current.loading && current.owner === key) return Promise.resolve()
      const base = current.owner === key ? current : { ...START, owner: key }
      $pages.set({ ...base, loading: true, failed: false })
      const fetchPage = LISTS[owner.list] as SuitablePage<T>
      return lane.run(
        (signal) => fetchPage(owner.id, base.next, pageSize, signal),
        (page) =>
          $pages.set({
            ...base,
            extra: [...base.extra, ...page.results],
            next: base.next + 1,
            hasNext: page.next !== null,
            loading: false,
            failed: false,
          }),
        (error) => {
          const complete = error instanceof ApiError && error.status === 404
          $pages.set(complete ? { ...base, hasNext: false, loading: false, failed: false } : { ...base, loading: false, failed: true })
        },
      )
    },
    dispose: () => lane.abort(),
  }
}
