import { atom } from 'nanostores'
import { getCalculatorTariffs } from '../api/calculator'
import { isAbortError } from '../api/errors'
import type { Tariff } from '../api/types'

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

let current: { url: string; query: (offset: number) => Record<string, string>; key: string; abort: AbortController } | null = null

export async function searchTariffs(url: string, query: (offset: number) => Record<string, string>): Promise<void> {
  // The same question again (a submit right after the debounced request) keeps the answer it has or awaits.
  const key = `${url}?${JSON.stringify(query(0))}`
  if (current && current.key === key && $calculator.get().status !== 'failed') return
  current?.abort.abort()
  const mine = { url, query, key, abort: new AbortController() }
  current = mine
  $calculator.set({ ...$calculator.get(), status: 'loading', loadingMore: false })
  try {
    const answer = await getCalculatorTariffs(url, query(0), mine.abort.signal)
    if (current !== mine) return
    $calculator.set({ status: 'ready', loadingMore: false, results: answer.results, count: answer.count, providerCount: answer.provider_count })
  } catch (error) {
    if (isAbortError(error) || current !== mine) return
    $calculator.set({ ...EMPTY_CALCULATOR, status: 'failed' })
  }
}

export async function loadMoreTariffs(): Promise<void> {
  const state = $calculator.get()
  const search = current
  if (!search || state.status !== 'ready' || state.loadingMore || state.results.length >= state.count) return
  $calculator.set({ ...state, loadingMore: true })
  try {
    const answer = await getCalculatorTariffs(search.url, search.query(state.results.length), search.abort.signal)
    if (current !== search) return
    const now = $calculator.get()
    $calculator.set({
      ...now,
      loadingMore: false,
      results: [...now.results, ...answer.results],
      count: answer.count,
      providerCount: answer.provider_count,
    })
  } catch (error) {
    if (isAbortError(error) || current !== search) return
    $calculator.set({ ...$calculator.get(), loadingMore: false, status: 'failed' })
  }
}

export function resetCalculator(): void {
  current?.abort.abort()
  current = null
  $calculator.set(EMPTY_CALCULATOR)
}
