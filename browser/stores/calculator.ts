import { atom } from 'nanostores'
import { getCalculatorTariffs } from '../api/calculator'
import { requestLane } from '../api/lane'
import type { Tariff } from '../../shared/api/types'
import { onPageReset } from './page-reset'

/**
 * The tariff calculator's results (spec §4, §7): the tariffs loaded so far, the totals of the
 * newest request, and what is happening. `searchTariffs` starts again (debounced by its
 * caller); a newer request wins, an older answer is dropped. `loadMoreTariffs` appends the
 * next page of the same query.
 */
interface CalculatorState {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** True while «more» loads (the list stays). */
  loadingMore: boolean
  results: Tariff[]
  count: number
  providerCount: number
}

const EMPTY_CALCULATOR: CalculatorState = { status: 'idle', loadingMore: false, results: [], count: 0, providerCount: 0 }
export const $calculator = atom<CalculatorState>(EMPTY_CALCULATOR)

/** The question the results answer: its `url` and the query for a page at `offset`. */
interface Search {
  url: string
  query: (offset: number) => Record<string, string>
  key: string
}
/** The module's state that no component reads (reset with `$calculator`, onPageReset): the search the results answer. */
const local = { search: null as Search | null }
// A new search replaces the one on its way, and «more» rides the same lane.
const lane = requestLane()

export function searchTariffs(url: string, query: (offset: number) => Record<string, string>): Promise<void> {
  // The same question again (a submit right after the debounced request) keeps the answer it has or awaits.
  const key = `${url}?${JSON.stringify(query(0))}`
  if (local.search && local.search.key === key && $calculator.get().status !== 'failed') return Promise.resolve()
  local.search = { url, query, key }
  $calculator.set({ ...$calculator.get(), status: 'loading', loadingMore: false })
  return lane.run(
    (signal) => getCalculatorTariffs(url, query(0), signal),
    (answer) =>
      $calculator.set({ status: 'ready', loadingMore: false, results: answer.results, count: answer.count, providerCount: answer.provider_count }),
    () => $calculator.set({ ...EMPTY_CALCULATOR, status: 'failed' }),
  )
}

export function loadMoreTariffs(): Promise<void> {
  const state = $calculator.get()
  if (!local.search || state.status !== 'ready' || state.loadingMore || state.results.length >= state.count) return Promise.resolve()
  const { url, query } = local.search
  $calculator.set({ ...state, loadingMore: true })
  return lane.run(
    (signal) => getCalculatorTariffs(url, query(state.results.length), signal),
    (answer) => {
      const now = $calculator.get()
      $calculator.set({
        ...now,
        loadingMore: false,
        results: [...now.results, ...answer.results],
        count: answer.count,
        providerCount: answer.provider_count,
      })
    },
    () => $calculator.set({ ...$calculator.get(), loadingMore: false, status: 'failed' }),
  )
}

function resetCalculator(): void {
  lane.abort()
  local.search = null
  $calculator.set(EMPTY_CALCULATOR)
}
onPageReset(resetCalculator)
