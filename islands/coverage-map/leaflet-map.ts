// Before Leaflet, whose module writes HTML while it loads (Trusted Types: leaflet-html.ts).
import { allowAttribution } from './leaflet-html'
import { control, map as leafletMap, tileLayer } from 'leaflet/dist/leaflet-src.esm.js'
import type { CoverageLayer } from '../../shared/api/types'
import { COVERAGE_MESSAGES as M } from './messages'
import { MAP_CENTER, MAP_MAX_ZOOM, MAP_ZOOM } from '../../shared/coverage/map-view'
import { layerZoom, zoomRange } from './zoom-range'

export interface CoverageMapView {
  /** Shows exactly these layers (by their index in the list) and fits the zoom range to them. */
  showLayers(enabled: readonly number[]): void
  /** Wheel zoom: on only in fullscreen (spec §4). */
  setWheelZoom(on: boolean): void
  /** Calls `done` once, when every tile layer on the map has loaded the tiles in view. */
  onceDrawn(done: () => void): void
  /** After the container changed size (fullscreen). */
  resize(): void
  destroy(): void
}

/**
 * The Leaflet map of the coverage page: the base layer from the site config and one tile
 * layer per coverage layer. Leaflet positions its panes through element.style (the CSSOM),
 * which a CSP without 'unsafe-inline' styles allows; its CSS comes through the build.
 */
export function createCoverageMap(
  element: HTMLElement,
  { layers, baseTileUrl, attribution }: { layers: readonly CoverageLayer[]; baseTileUrl: string; attribution: string },
): CoverageMapView {
  const map = leafletMap(element, {
    center: MAP_CENTER,
    zoom: MAP_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    scrollWheelZoom: false,
    zoomControl: false,
    // Added below without Leaflet's own prefix (its link and flag), which it would write first.
    attributionControl: false,
  })
  control.zoom({ zoomInTitle: M.zoomIn, zoomOutTitle: M.zoomOut }).addTo(map)
  allowAttribution(attribution)
  control.attribution({ prefix: false }).addTo(map)
  // Tiles are drawn up to the base provider's zoom and scaled beyond it.
  const base = tileLayer(baseTileUrl, { attribution, maxZoom: MAP_MAX_ZOOM, maxNativeZoom: 19 }).addTo(map)

  const tileLayers = layers.map((layer) => {
    const own = layerZoom(layer)
    return tileLayer(layer.tile_url_template, {
      maxZoom: MAP_MAX_ZOOM,
      // Within its own range the layer draws; above it Leaflet scales its last tiles.
      ...(own && { minZoom: own.min, maxNativeZoom: own.max }),
      className: 'coverage-map__layer',
    })
  })

  return {
    showLayers(enabled) {
      tileLayers.forEach((tiles, index) => {
        if (enabled.includes(index)) tiles.addTo(map)
        else tiles.remove()
      })
      const range = zoomRange(enabled.map((index) => layers[index]!))
      map.setMinZoom(range.min)
      map.setMaxZoom(range.max)
      if (map.getZoom() > range.max) map.setZoom(range.max)
      else if (map.getZoom() < range.min) map.setZoom(range.min)
    },
    onceDrawn(done) {
      // A layer's 'load' comes when its last tile in view has loaded or failed.
      const loading = [base, ...tileLayers].filter((tiles) => map.hasLayer(tiles) && tiles.isLoading())
      let left = loading.length
      if (left === 0) return done()
      loading.forEach((tiles) =>
        tiles.once('load', () => {
          left -= 1
          if (left === 0) done()
        }),
      )
    },
    setWheelZoom(on) {
      if (on) map.scrollWheelZoom.enable()
      else map.scrollWheelZoom.disable()
    },
    resize() {
      map.invalidateSize()
    },
    destroy() {
      map.remove()
    },
  }
}
