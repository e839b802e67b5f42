import widths from '../../shared/breakpoints.json'

/**
 * Spec §2's breakpoints (Bootstrap 5's): the minimum viewport width in px of each. The one
 * source: breakpoints.json, which islands read through this module and the build turns into the
 * stylesheets' custom media (scripts/custom-media.mjs: `@media (--from-md)`, `(--below-md)`).
 */
type Breakpoint = keyof typeof widths
export const BREAKPOINTS: Readonly<Record<Breakpoint, number>> = widths

/**
 * The media query of `name` and wider, as the stylesheets' `(--from-<name>)`.
 *
 * @example fromBreakpoint('lg') // '(min-width: 992px)'
 */
export function fromBreakpoint(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`
}

/**
 * The width in px a key of a breakpoint map stands for: a breakpoint's name (`"xl"`) or a
 * number of px (`"1200"`); null for anything else.
 *
 * @example breakpointWidth('xl') // 1200
 * @example breakpointWidth('1280') // 1280
 */
export function breakpointWidth(key: string): number | null {
  if (Object.prototype.hasOwnProperty.call(BREAKPOINTS, key)) return BREAKPOINTS[key as Breakpoint]
  return /^\d+$/.test(key) ? Number(key) : null
}
