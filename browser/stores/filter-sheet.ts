import { atom, type ReadableAtom } from 'nanostores'
import { getCatalogCount } from '../api/catalog-count'
import { requestLane } from '../api/lane'

/**
 * The catalogue's filter sheet on a phone (islands/filter-sheet): its id in the modal store
 * (`$modal`, browser/stores/modal.ts). While it is open the catalogue island leaves the list as
 * it is: a choice in the sheet is pending until «Показать …» applies it.
 */
export const FILTER_SHEET_MODAL = 'filter-sheet'

/**
 * How long a burst of choices waits before its count is asked for: the spec's delay of
 * suggestions (spec §5, 300 ms), which the count is, rather than the list's 1 s (spec §9), so
 * the number follows a tapped box at once.
 */
const PENDING_COUNT_DELAY_MS = 300

/** idle: nothing asked; loading (with the count shown so far); done; failed. */
export type PendingCountState =
  { status: 'idle' } | { status: 'loading'; count: number | null } | { status: 'done'; count: number } | { status: 'failed' }

interface PendingCount {
  $state: ReadableAtom<PendingCountState>
  /** The choice changed: its count is asked for after the delay (`now`: at once), replacing an older request. */
  choose(params: URLSearchParams, now?: boolean): void
  /** Stops the timer and the request and forgets the count (the sheet closed). */
  reset(): void
}

const IDLE: PendingCountState = { status: 'idle' }

/** The count of one sheet's pending choice over its catalogue's data URL; the newest choice wins. */
export function createPendingCount(dataUrl: string, delay: number = PENDING_COUNT_DELAY_MS): PendingCount {
  const $state = atom<PendingCountState>(IDLE)
  const lane = requestLane()
  let timer: ReturnType<typeof setTimeout> | undefined

  const ask = (params: URLSearchParams) => {
    const shown = $state.get()
    $state.set({ status: 'loading', count: shown.status === 'done' || shown.status === 'loading' ? (shown.count ?? null) : null })
    void lane.run(
      (signal) => getCatalogCount(dataUrl, params, signal),
      (count) => $state.set({ status: 'done', count }),
      () => $state.set({ status: 'failed' }),
    )
  }

  return {
    $state,
    choose(params, now = false) {
      clearTimeout(timer)
      // A count still on its way is of a choice no longer on screen: dropped now, not when the new
      // one is asked for after the delay (it would be taken for the new choice's count meanwhile).
      lane.abort()
      if (now) ask(params)
      else timer = setTimeout(() => ask(params), delay)
    },
    reset() {
      clearTimeout(timer)
      lane.abort()
      $state.set(IDLE)
    },
  }
}
