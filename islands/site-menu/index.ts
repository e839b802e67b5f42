import type { Island } from '../../shared/runtime/island'

const schema = {} as const

/**
 * Behaviour over the header navigation (spec §2): the dropdown menu and, below md (768 px),
 * the burger. Both are server links to their panel (`href="#…"`, opened by `:target` without
 * JavaScript) that become disclosure buttons with `aria-expanded`; Escape and a click outside
 * close them; the open burger keeps focus inside the navigation and gives it back on close.
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./menu'),
} satisfies Island<typeof schema>
