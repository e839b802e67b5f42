import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {} as const
export type TabsProps = Props<typeof schema>

/**
 * Behaviour over server markup (spec §2, §9): a `[data-tabs-list]` of links `a[data-tab]` to
 * their sections `#id[data-tab-panel]` becomes WAI-ARIA tabs (arrow keys, Home, End; panels
 * fade in over 0.3 s). Without JavaScript the links lead to the sections, all shown.
 *
 * Over `[data-tabs-list]` of links `a[data-tab]` to `[data-tab-panel]` sections: WAI-ARIA tabs
 * (arrows, Home, End; panels fade in over 0.3 s); a `#section` address opens its tab.
 */
export default {
  schema,
  strategy: 'visible',
  chunk: 'widgets',
  enhance: () => import('./tabs'),
} satisfies Island<typeof schema>
