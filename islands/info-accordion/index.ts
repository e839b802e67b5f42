import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {} as const
export type InfoAccordionProps = Props<typeof schema>

/**
 * Behaviour over the server's info sections (spec §2, §9): an accordion (0.3 s height
 * transition) below lg, side tabs (WAI-ARIA, vertical) from lg (992 px) up; the resize
 * handler is throttled to 200 ms.
 *
 * Over `[data-info-item]` sections (`[data-info-toggle]` button in a heading, `[data-info-panel]`)
 * and an empty `[data-info-tablist]`: an accordion (0.3 s) below 992 px, vertical WAI-ARIA side
 * tabs from lg (the toggles move into the tablist); resize throttled to 200 ms; the open section ↔
 * the selected tab; `data-info-mode` on the host.
 */
export default {
  schema,
  strategy: 'visible',
  chunk: 'widgets',
  enhance: () => import('./info-accordion'),
} satisfies Island<typeof schema>
