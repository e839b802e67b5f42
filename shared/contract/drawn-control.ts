import type { Strategy } from './island'

/**
 * For an island whose control the server now draws inside its host (a compare button, the
 * short-link button), so that React comes with the visitor's press: a host from a template
 * written before that holds no element but its props block, has nothing to press, and the island
 * starts near the viewport to draw its control, as it always did.
 */
export const visibleWhenEmpty = (_props: unknown, host: Element): Strategy | undefined =>
  [...host.children].some((child) => child.localName !== 'script') ? undefined : 'visible'
