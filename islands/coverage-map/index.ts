import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `layersUrl` answers the layers (spec §3: display_name, color, tile_url_template,
 * enabled_by_default, min_zoom, max_zoom); `baseTileUrl` is the base layer's `{z}/{x}/{y}`
 * address from the site config, `attribution` its credit.
 */
const schema = {
  layersUrl: 'url',
  baseTileUrl: 'string',
  attribution: 'string?',
} as const
export type CoverageMapProps = Props<typeof schema>

/**
 * The coverage map (spec §2, §4, §9): Leaflet, a checkbox per layer in its colour, wheel
 * zoom only in fullscreen (a hint for 3 s otherwise). Leaflet is in this island's chunk
 * only, so no other page downloads it; the server's layer list inside the host stays if
 * the chunk does not load.
 */
export default {
  schema,
  strategy: 'visible',
  render: () => import('./CoverageMap'),
} satisfies Island<typeof schema>
