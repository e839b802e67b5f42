import { atom, type ReadableAtom } from 'nanostores'
import { isAbortError } from '../api/errors'
import { getSearchSuggestions, SEARCH_DELAY_MS, SEARCH_MIN_LENGTH } from '../api/search'
import type { SearchSuggestions } from '../api/types'

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
  let controller: AbortController | null = null

  const stop = () => {
    clearTimeout(timer)
    controller?.abort()
    controller = null
  }

  async function ask(query: string): Promise<void> {
    controller?.abort()
    const mine = new AbortController()
    controller = mine
    $state.set({ query, status: 'loading', result: $state.get().result })
    try {
      const result = await getSearchSuggestions(query, mine.signal)
      if (controller === mine) $state.set({ query, status: 'done', result })
    } catch (error) {
      if (isAbortError(error) || controller !== mine) return
      $state.set({ query, status: 'failed', result: null })
    }
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
