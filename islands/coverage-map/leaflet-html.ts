import { createPolicy } from '../../browser/dom/trusted-types'

/**
 * Leaflet writes a few strings of its own markup with `innerHTML`, which Trusted Types refuses
 * from any script without a policy: `'<svg/>'` in a feature test while its module loads, the
 * zoom buttons' «+» and «−», and the attribution line. The `default` policy the CSP allows for it
 * lets exactly those strings through and refuses every other (null: the write throws and the
 * browser reports it), so it opens no sink to anything else. Imported before Leaflet, so it is
 * there for the feature test.
 */
const LEAFLET_HTML = new Set([
  '<svg/>',
  // The attribution line while no layer has one yet.
  '',
  // L.Control.Zoom's default zoomInText and zoomOutText.
  '<span aria-hidden="true">+</span>',
  '<span aria-hidden="true">&#x2212;</span>',
])

createPolicy('default', (html) => (LEAFLET_HTML.has(html) ? html : null))

/** The attribution line Leaflet will write (the base layer's, from the site config), let through as it is. */
export function allowAttribution(attribution: string): void {
  if (attribution) LEAFLET_HTML.add(attribution)
}
