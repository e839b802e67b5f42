import { atom } from 'nanostores'
import * as comparisonApi from '../api/comparison'
import { wake } from '../runtime/wake'
import { onPageReset } from './page-reset'

/**
 * The tariffs this visitor compares (spec §4), as the server keeps them: `ids` is filled by
 * the first `loadComparison`, so an add button knows after a reload that its tariff is in.
 */
interface ComparisonState {
  loaded: boolean
  ids: readonly number[]
}

export const $comparison = atom<ComparisonState>({ loaded: false, ids: [] })

/** The module's state that no component reads, in one place (reset with `$comparison`, onPageReset). */
const local = {
  /** Every button of a page shares one GET; a failed one may be retried by the next caller. */
  loading: null as Promise<void> | null,
  /** A GET answered after a write of this page may predate it: such an answer is asked again. */
  writes: 0,
}

export function loadComparison(listUrl: string): Promise<void> {
  if (local.loading) return local.loading
  const writesBefore = local.writes
  local.loading = comparisonApi.getComparison(listUrl).then(
    ({ items }) => {
      if (local.writes !== writesBefore) {
        local.loading = null
        return loadComparison(listUrl)
      }
      $comparison.set({ loaded: true, ids: items.map((t) => t.id) })
    },
    (error: unknown) => {
      local.loading = null
      throw error
    },
  )
  return local.loading
}

export const isCompared = (state: ComparisonState, tariff: number) => state.ids.includes(tariff)

/**
 * Adds a tariff. A refusal may mean it is already compared (another tab) or gone (archived,
 * deleted): the server's list decides, so on failure it is asked again and only a tariff
 * still missing from it rejects.
 */
export async function addToComparison(urls: { addUrl: string; listUrl: string }, tariff: number): Promise<void> {
  // The other tariffs' buttons may still wait for the visitor (runtime wakeOn): the list changes.
  wake('comparison')
  try {
    await comparisonApi.addToComparisonList(urls.addUrl, tariff)
    local.writes += 1
  } catch (error) {
    local.loading = null
    await loadComparison(urls.listUrl).catch(() => undefined)
    if (isCompared($comparison.get(), tariff)) return
    throw error
  }
  const { ids } = $comparison.get()
  if (!ids.includes(tariff)) $comparison.set({ loaded: $comparison.get().loaded, ids: [...ids, tariff] })
}

export async function removeFromComparison(itemUrl: string, tariff: number): Promise<void> {
  wake('comparison')
  await comparisonApi.removeFromComparisonList(itemUrl, tariff)
  local.writes += 1
  const { loaded, ids } = $comparison.get()
  $comparison.set({ loaded, ids: ids.filter((id) => id !== tariff) })
}

export async function clearComparison(clearUrl: string): Promise<void> {
  wake('comparison')
  await comparisonApi.clearComparisonList(clearUrl)
  local.writes += 1
  $comparison.set({ loaded: $comparison.get().loaded, ids: [] })
}

/** Back to the unloaded start (tests, and a page that swaps its session). */
export function resetComparison(): void {
  local.loading = null
  local.writes = 0
  $comparison.set({ loaded: false, ids: [] })
}
onPageReset(resetComparison)
