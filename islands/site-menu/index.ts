import type { Island } from '../../shared/contract/island'

const schema = {} as const

/**
 * Behaviour over the header (spec §2): the menu button and the «Ещё» dropdown. Both are server
 * links to their panel (`href="#…"`, opened by `:target` without JavaScript) that become
 * disclosure buttons with `aria-expanded`; Escape and a click outside close them; the open menu
 * keeps focus inside and gives it back on close.
 *
 * Behaviour over the header row (the host; `base.html`): the menu button `a[data-menu-burger]`,
 * a link to its panel (the navigation `partials/nav.html`, the region, the greeting), and the
 * «Ещё» link `a[data-menu-dropdown]` become disclosure buttons (`aria-expanded`, Space/Enter);
 * Escape and a press outside close them; the open menu keeps Tab inside (below lg the panel over
 * the page, from lg the navigation under the button) and gives focus back on close; a dialog
 * opened from the menu (the region's) keeps its own keys. A page that must load no island leaves
 * the host out (`{% set no_islands = true %}`, /about/).
 */
export default {
  schema,
  strategy: 'idle',
  chunk: 'layout',
  enhance: () => import('./menu'),
} satisfies Island<typeof schema>
