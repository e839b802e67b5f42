import { COLLAPSE_MS, createCollapse } from '../../browser/dom/collapse'
import type { Enhancer } from '../../shared/contract/island'
import type { CollapsibleProps } from './index'

/** Markup the enhancer expects inside its host. */
export const TOGGLE_SELECTOR = '[data-collapsible-toggle]'
export const PANEL_SELECTOR = '[data-collapsible-panel]'
/** Written on the host: open | opening | closed | closing (spec §4). */
export const COLLAPSIBLE_STATE_ATTR = 'data-collapsible-state'
export const TRANSITION_MS = COLLAPSE_MS

const enhanceCollapsible: Enhancer<CollapsibleProps> = (host, { open }) => {
  const toggle = host.querySelector<HTMLElement>(TOGGLE_SELECTOR)
  const panel = host.querySelector<HTMLElement>(PANEL_SELECTOR)
  if (!toggle || !panel) {
    console.warn(`[islands] "collapsible": needs ${TOGGLE_SELECTOR} and ${PANEL_SELECTOR} inside`, host)
    return () => {}
  }
  const collapse = createCollapse(toggle, panel, { open, onState: (state) => host.setAttribute(COLLAPSIBLE_STATE_ATTR, state) })
  return () => collapse.release()
}

export default enhanceCollapsible
