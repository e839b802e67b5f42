import type { Island } from '../../shared/runtime/island'

const schema = {} as const

/**
 * Behaviour over the header navigation (spec §2): the dropdown menu and, below md (768 px),
 * the burger. Both are server links to their panel (`href="#…"`, opened by `:target` without
 * JavaScript) that become disclosure buttons with `aria-expanded`; Escape and a click outside
 * close them; the open burger keeps focus inside the navigation and gives it back on close.
 *
 * Behaviour over the header navigation (`partials/nav.html`): the «Ещё» link
 * `a[data-menu-dropdown]` and, below md, the burger `a[data-menu-burger]` (links to their panel,
 * opened by `:target` without script) become disclosure buttons (`aria-expanded`, Space/Enter);
 * Escape and a press outside close them; the open burger keeps Tab inside the menu and gives focus
 * back on close. A page that must load no island leaves the host out (`{% set no_islands = true
 * %}`, /about/).
 */
export default {
  schema,
  strategy: 'idle',
  chunk: 'layout',
  enhance: () => import('./menu'),
} satisfies Island<typeof schema>
