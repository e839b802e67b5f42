import { atom, type ReadableAtom } from 'nanostores'
import { requestLane } from '../api/lane'
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
  const lane = requestLane()

  const forget = () => {
    lane.abort()
    $state.set(IDLE)
  }

  return {
    $state,
    forget,
    create(target) {
      $state.set({ status: 'creating' })
      return lane.run(
        (signal) => createShortLink(shortLinkUrl, target, signal),
        ({ short_url }) => $state.set(typeof short_url === 'string' && short_url ? { status: 'created', shortUrl: short_url } : { status: 'failed' }),
        () => $state.set({ status: 'failed' }),
      )
    },
  }
}
