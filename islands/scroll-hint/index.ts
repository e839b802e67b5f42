import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {} as const
export type ScrollHintProps = Props<typeof schema>

/**
 * A scroll hint on a horizontally scrolling block (spec §4, §9): the host's `[data-scroll-hint]`
 * shows while its `[data-scroll-area]` is wider than its frame; the first interaction (scroll,
 * pointer, wheel, key) fades it out, and it is removed 5 s later.
 *
 * `[data-scroll-hint]` shows while `[data-scroll-area]` is wider than its frame; the first scroll,
 * pointer, wheel or key fades it (`data-scroll-hint-fading`), and it is removed 5 s later.
 */
export default {
  schema,
  strategy: 'visible',
  chunk: 'widgets',
  enhance: () => import('./scroll-hint'),
} satisfies Island<typeof schema>
