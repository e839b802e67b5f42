import { breakpointWidth } from '../../browser/dom/breakpoints'

/** Spec §4: auto-load-more fires when the list bottom is within 2 screen heights. */
export const AUTO_LOAD_SCREENS = 2
/** Spec §9: auto-load-more throttle. */
export const AUTO_LOAD_THROTTLE_MS = 1000

/**
 * The most pages auto-load-more may reach at a viewport width, from the host's
 * `data-auto-load` (a breakpoint of spec §2 or a min width in px → pages, e.g. `{"xl": 2}`
 * = 2 pages from xl up); 0 below every key or without the attribute (the button only).
 *
 * @example autoLoadLimit({ xl: 2 }, 1280) // 2
 */
export function autoLoadLimit(config: unknown, width: number): number {
  if (typeof config !== 'object' || config === null) return 0
  let best = -1
  let limit = 0
  for (const [min, pages] of Object.entries(config)) {
    const from = breakpointWidth(min)
    if (from !== null && from <= width && from > best && typeof pages === 'number') {
      best = from
      limit = pages
    }
  }
  return limit
}

export { throttle } from '../../browser/dom/throttle'
