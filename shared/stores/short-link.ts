import { atom, type ReadableAtom } from 'nanostores'
import { isAbortError } from '../api/errors'
import { createShortLink } from '../api/short-links'

export type ShortLinkState = { status: 'idle' } | { status: 'creating' } | { status: 'created'; shortUrl: string } | { status: 'failed' }

export interface ShortLinks {
  $state: ReadableAtom<ShortLinkState>
  /** POSTs `target` to the service; a newer call (or `forget`) drops an older one's answer. */
  create(target: string): Promise<void>
  /** Back to no link (the filters changed: a link made before would share the old ones). */
  forget(): void
}

/**
 * The short link of one generator (spec §5, §7: POST `{with_param_url}` → `{short_url}`). An
 * answer without a `short_url` is a failure like any other.
 */
const IDLE: ShortLinkState = { status: 'idle' }

export function createShortLinks(shortLinkUrl: string): ShortLinks {
  const $state = atom<ShortLinkState>(IDLE)
  let controller: AbortController | null = null

  const forget = () => {
    controller?.abort()
    controller = null
    $state.set(IDLE)
  }

  return {
    $state,
    forget,
    async create(target) {
      controller?.abort()
      const mine = new AbortController()
      controller = mine
      $state.set({ status: 'creating' })
      try {
        const { short_url } = await createShortLink(shortLinkUrl, target, mine.signal)
        if (controller !== mine) return
        $state.set(typeof short_url === 'string' && short_url ? { status: 'created', shortUrl: short_url } : { status: 'failed' })
      } catch (error) {
        if (!isAbortError(error) && controller === mine) $state.set({ status: 'failed' })
      } finally {
        if (controller === mine) controller = null
      }
    },
  }
}
