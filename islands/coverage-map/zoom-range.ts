import type { CoverageLayer } from '../../shared/api/types'
import { MAP_MAX_ZOOM } from '../../shared/coverage/map-view'
const MAP_MIN_ZOOM = 0

const clampZoom = (value: number) => Math.min(MAP_MAX_ZOOM, Math.max(MAP_MIN_ZOOM, Math.round(value)))

/** A layer's own zoom bounds, or null when they make no sense (min above max): it then follows the map's. */
export function layerZoom(layer: CoverageLayer): { min: number; max: number } | null {
  const min = clampZoom(typeof layer.min_zoom === 'number' && Number.isFinite(layer.min_zoom) ? layer.min_zoom : MAP_MIN_ZOOM)
  const max = clampZoom(typeof layer.max_zoom === 'number' && Number.isFinite(layer.max_zoom) ? layer.max_zoom : MAP_MAX_ZOOM)
  return min <= max ? { min, max } : null
}

/**
 * The map's zoom range: the intersection of the enabled layers' ranges (spec §9). Layers whose
 * ranges do not meet leave no common zoom; the map then keeps its own range rather than lock up.
 *
 * @example zoomRange([{min_zoom: 3, max_zoom: 18}, {min_zoom: 5, max_zoom: 20}]) → {min: 5, max: 18}
 */
export function zoomRange(layers: readonly CoverageLayer[]): { min: number; max: number } {
  let min = MAP_MIN_ZOOM
  let max = MAP_MAX_ZOOM
  for (const layer of layers) {
    const own = layerZoom(layer)
    if (!own) continue
    min = Math.max(min, own.min)
    max = Math.min(max, own.max)
  }
  return min <= max ? { min, max } : { min: MAP_MIN_ZOOM, max: MAP_MAX_ZOOM }
}
