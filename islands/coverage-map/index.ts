import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** Answers the layers (spec §3: display_name, color, tile_url_template, enabled_by_default, min_zoom, max_zoom). */
  layersUrl: 'url',
  /** The base layer's `{z}/{x}/{y}` address (the site config's `map_base_tile_url`). */
  baseTileUrl: 'string',
  /** The base layer's credit. */
  attribution: 'string?',
  /**
   * The map's first view as a picture (centre Moscow, zoom 9, the default layers), shown in the
   * map's place until Leaflet has drawn its tiles, so the page's first paint is the map's and
   * nothing flashes grey. The reference server draws one over its demo tiles; leave it out otherwise.
   */
  previewSrc: 'url?',
  /** The picture's `srcset` for dense screens (e.g. `map.png 1x, map@2x.png 2x`). */
  previewSrcset: 'string?',
} as const
export type CoverageMapProps = Props<typeof schema>

/**
 * The coverage map (spec §2, §4, §9): Leaflet, a checkbox per layer in its colour, wheel
 * zoom only in fullscreen (a hint for 3 s otherwise). Leaflet is in this island's chunk
 * only, so no other page downloads it; the server's layer list inside the host stays if
 * the chunk does not load.
 *
 * Leaflet (npm, in this chunk only): centre Moscow, zoom 9, max 23; layers from the layers URL as
 * checkboxes in their colour (`enabled_by_default`; layers without a `{z}/{x}/{y}` address are
 * left out with a warning), zoom range = intersection of the enabled layers' `min_zoom`/`max_zoom`
 * (a layer with min above max does not narrow it); wheel zoom only in fullscreen («Развернуть
 * карту», Fullscreen API or a fixed frame; Escape leaves), outside it a wheel shows a hint for 3
 * s; the server's layer list inside the host stays if the chunk does not load. With
 * `data-preview-src` the picture holds the map's place until the first tiles have loaded.
 */
export default {
  schema,
  strategy: 'visible',
  // With the picture, Leaflet's chunk (the site's largest) is asked for when the map is near
  // the viewport, not in the first round: the picture is what the visitor sees first, and the
  // first round's bandwidth goes to the stylesheets and the scripts every page needs.
  preloadUnless: ['previewSrc'],
  render: () => import('./CoverageMap'),
} satisfies Island<typeof schema>
