import { listen } from '../../browser/dom/listen'
import type { Enhancer } from '../../shared/contract/island'
import type { ScrollHintProps } from './index'

const AREA = '[data-scroll-area]'
const HINT = '[data-scroll-hint]'
/** Spec §9: the hint is removed 5 s after it starts to fade. */
export const SCROLL_HINT_REMOVE_MS = 5000
/** Written on the host while the hint fades (the CSS animates opacity). */
export const FADING_ATTR = 'data-scroll-hint-fading'

const INTERACTIONS = ['scroll', 'pointerdown', 'wheel', 'keydown', 'touchstart'] as const

const enhanceScrollHint: Enhancer<ScrollHintProps> = (host) => {
  const area = host.querySelector<HTMLElement>(AREA)
  const hint = host.querySelector<HTMLElement>(HINT)
  if (!area || !hint) {
    console.warn(`[islands] "scroll-hint": needs ${AREA} and ${HINT} inside`, host)
    return () => {}
  }
  let timer: ReturnType<typeof setTimeout> | undefined

  // Only a block that does scroll sideways needs the hint (a wide screen may show it all).
  const paint = () => {
    if (!hint.isConnected || host.hasAttribute(FADING_ATTR)) return
    hint.hidden = area.scrollWidth <= area.clientWidth
  }
  // The first interaction of any kind starts the fade and takes every one of these listeners away.
  const onInteraction = () => {
    stopListening()
    host.setAttribute(FADING_ATTR, '')
    timer = setTimeout(() => hint.remove(), SCROLL_HINT_REMOVE_MS)
  }

  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(paint) : null
  observer?.observe(area)
  paint()
  const stopListening = listen(area, Object.fromEntries(INTERACTIONS.map((type) => [type, onInteraction])), { passive: true })
  return () => {
    stopListening()
    observer?.disconnect()
    clearTimeout(timer)
  }
}

export default enhanceScrollHint
