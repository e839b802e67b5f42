import type { Enhancer } from '../../shared/runtime/island'
import type { CollapsibleProps } from './index'

/** Markup the enhancer expects inside its host. */
export const TOGGLE_SELECTOR = '[data-collapsible-toggle]'
export const PANEL_SELECTOR = '[data-collapsible-panel]'
/** Written on the host: open | opening | closed | closing (spec §4). */
export const COLLAPSIBLE_STATE_ATTR = 'data-collapsible-state'
export const TRANSITION_MS = 300

type State = 'open' | 'opening' | 'closed' | 'closing'

const enhanceCollapsible: Enhancer<CollapsibleProps> = (host, { open }) => {
  const toggle = host.querySelector<HTMLElement>(TOGGLE_SELECTOR)
  const panel = host.querySelector<HTMLElement>(PANEL_SELECTOR)
  if (!toggle || !panel) {
    console.warn(`[islands] "collapsible": needs ${TOGGLE_SELECTOR} and ${PANEL_SELECTOR} inside`, host)
    return () => {}
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const reduceMotion = matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

  const set = (state: State) => {
    host.setAttribute(COLLAPSIBLE_STATE_ATTR, state)
    toggle.setAttribute('aria-expanded', String(state === 'open' || state === 'opening'))
  }
  const settle = (state: 'open' | 'closed') => {
    panel.style.height = ''
    panel.style.overflow = ''
    panel.hidden = state === 'closed'
    set(state)
  }
  const animate = (from: number, to: number, state: 'opening' | 'closing', end: 'open' | 'closed') => {
    clearTimeout(timer)
    if (reduceMotion) return settle(end)
    set(state)
    panel.style.overflow = 'hidden'
    panel.style.height = `${from}px`
    void panel.offsetHeight // commit the start height so the change animates
    panel.style.height = `${to}px`
    timer = setTimeout(() => settle(end), TRANSITION_MS)
  }

  const onClick = () => {
    const state = host.getAttribute(COLLAPSIBLE_STATE_ATTR)
    if (state === 'open' || state === 'opening') {
      animate(panel.offsetHeight, 0, 'closing', 'closed')
    } else {
      panel.hidden = false
      animate(panel.offsetHeight && state === 'closing' ? panel.offsetHeight : 0, panel.scrollHeight, 'opening', 'open')
    }
  }

  settle(open || !panel.hidden ? 'open' : 'closed')
  toggle.addEventListener('click', onClick)
  return () => {
    toggle.removeEventListener('click', onClick)
    clearTimeout(timer)
  }
}

export default enhanceCollapsible
