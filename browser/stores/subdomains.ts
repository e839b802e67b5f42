import { atom } from 'nanostores'
import { getSubdomains } from '../api/subdomains'
import type { Subdomain } from '../../shared/api/types'
import { onPageReset } from './page-reset'

type SubdomainsState = { status: 'idle' | 'loading' | 'failed'; list: Subdomain[] } | { status: 'done'; list: Subdomain[] }

/** The regional sub-sites (spec §2 region selector), fetched at most once per page. */
export const $subdomains = atom<SubdomainsState>({ status: 'idle', list: [] })

/** The module's state that no component reads (reset with `$subdomains`, onPageReset): the load on its way. */
const local = { pending: null as Promise<void> | null }

/**
 * Loads the list once per page (spec §7: GET /api/subdomains/ once); a failed load may be
 * retried by opening the selector again.
 */
export function loadSubdomains(): Promise<void> {
  if ($subdomains.get().status === 'done') return Promise.resolve()
  local.pending ??= (async () => {
    $subdomains.set({ status: 'loading', list: [] })
    try {
      $subdomains.set({ status: 'done', list: await getSubdomains() })
    } catch {
      $subdomains.set({ status: 'failed', list: [] })
    } finally {
      local.pending = null
    }
  })()
  return local.pending
}

/** Back to the start (tests; a page never needs it). */
function resetSubdomains(): void {
  local.pending = null
  $subdomains.set({ status: 'idle', list: [] })
}
onPageReset(resetSubdomains)
