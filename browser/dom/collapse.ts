import { listen } from './listen'

/**
 * A toggle button over a panel that opens and closes with a 0.3 s height transition (spec §4,
 * §9): open, opening, closed, closing. The collapsible island and the info accordion's
 * sections both use it; the caller writes the state where its CSS wants it.
 */
export type CollapseState = 'open' | 'opening' | 'closed' | 'closing'
export const COLLAPSE_MS = 300

export interface Collapse {
  readonly state: CollapseState
  toggle(): void
  /** Settles at once, without a transition (a layout change, the side tabs taking over). */
  settle(state: 'open' | 'closed'): void
  release(): void
}

export function createCollapse(
  toggle: HTMLElement,
  panel: HTMLElement,
  { open, onState }: { open: boolean; onState?: (state: CollapseState) => void },
): Collapse {
  let state: CollapseState = 'closed'
  let timer: ReturnType<typeof setTimeout> | undefined
  const reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

  const set = (next: CollapseState) => {
    state = next
    toggle.setAttribute('aria-expanded', String(next === 'open' || next === 'opening'))
    onState?.(next)
  }
  const settle = (end: 'open' | 'closed') => {
    clearTimeout(timer)
    panel.style.height = ''
    panel.style.overflow = ''
    panel.hidden = end === 'closed'
    set(end)
  }
  const animate = (from: number, to: number, moving: 'opening' | 'closing', end: 'open' | 'closed') => {
    clearTimeout(timer)
    if (reduceMotion) return settle(end)
    set(moving)
    panel.style.overflow = 'hidden'
    panel.style.height = `${from}px`
    void panel.offsetHeight // commit the start height so the change animates
    panel.style.height = `${to}px`
    timer = setTimeout(() => settle(end), COLLAPSE_MS)
  }
  const onClick = () => {
    if (state === 'open' || state === 'opening') {
      animate(panel.offsetHeight, 0, 'closing', 'closed')
    } else {
      panel.hidden = false
      animate(panel.offsetHeight && state === 'closing' ? panel.offsetHeight : 0, panel.scrollHeight, 'opening', 'open')
    }
  }

  settle(open || !panel.hidden ? 'open' : 'closed')
  const unlisten = listen(toggle, { click: onClick })
  return {
    get state() {
      return state
    },
    toggle: onClick,
    settle,
    release() {
      unlisten()
      clearTimeout(timer)
    },
  }
}
