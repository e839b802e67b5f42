import { atom, type ReadableAtom } from 'nanostores'
import { requestLane } from '../api/lane'
import { getSearchSuggestions } from '../api/search'
import { SEARCH_DELAY_MS, SEARCH_MIN_LENGTH } from '../../shared/validation/search'
import type { SearchSuggestions } from '../../shared/api/types'

interface SuggestionsState {
  /** The query the state is about (trimmed). */
  query: string
  /** idle: under 3 characters or nothing asked yet; loading; done; failed. */
  status: 'idle' | 'loading' | 'done' | 'failed'
  result: SearchSuggestions | null
}

interface Suggestions {
  $state: ReadableAtom<SuggestionsState>
  /** What the visitor typed: asks after the delay, from 3 characters, aborting an older request. */
  type(value: string): void
  /** Stops the timer and the request (the island's cleanup). */
  dispose(): void
}

const IDLE: SuggestionsState = { query: '', status: 'idle', result: null }

/**
 * The suggestions of one search combobox (the header has two: desktop and the mobile popup).
 * A burst of typing makes one request, after `delay` ms of quiet; a newer query aborts the
 * older request, so a slow answer never replaces a newer one; a failure is a state, not a
 * spinner left running.
 */
export function createSuggestions(delay: number = SEARCH_DELAY_MS): Suggestions {
  const $state = atom<SuggestionsState>(IDLE)
  let timer: ReturnType<typeof setTimeout> | undefined
  const lane = requestLane()

  const stop = () => {
    clearTimeout(timer)
    lane.abort()
  }

  function ask(query: string): Promise<void> {
    $state.set({ query, status: 'loading', result: $state.get().result })
    return lane.run(
      (signal) => getSearchSuggestions(query, signal),
      (result) => $state.set({ query, status: 'done', result }),
      () => $state.set({ query, status: 'failed', result: null }),
    )
  }

  return {
    $state,
    type(value: string) {
      const query = value.trim()
      stop()
      if (query.length < SEARCH_MIN_LENGTH) return $state.set(IDLE)
      timer = setTimeout(() => void ask(query), delay)
    },
    dispose: stop,
  }
}
