import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { swatchClass } from '../../shared/format/swatch'
import { createCoverageLayers } from '../../browser/stores/coverage-layers'
import type { CoverageMapProps } from './index'
import type { CoverageMapView } from './leaflet-map'
import { createCoverageMap } from './leaflet-map'
import { COVERAGE_MESSAGES as M } from './messages'
import { useFullscreen } from './use-fullscreen'
import { useWheelHint } from './use-wheel-hint'

const NONE: number[] = []

export default function CoverageMap({ layersUrl, baseTileUrl, attribution = '', previewSrc, previewSrcset }: CoverageMapProps) {
  // An island's props are read once, at mount: one store for its life.
  const [coverage] = useState(() => createCoverageLayers(layersUrl))
  const state = useStore(coverage.$state)
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const view = useRef<CoverageMapView | null>(null)
  const [drawn, setDrawn] = useState(false)
  const fullscreen = useFullscreen(frame)
  const hint = useWheelHint(frame, !fullscreen.active)

  useEffect(() => {
    void coverage.load()
    return coverage.dispose
  }, [coverage])

  const layers = state.status === 'ready' ? state.layers : null
  const enabled = state.status === 'ready' ? state.enabled : NONE
  useEffect(() => {
    if (!layers || !canvas.current) return
    const map = createCoverageMap(canvas.current, { layers, baseTileUrl, attribution })
    view.current = map
    return () => {
      view.current = null
      map.destroy()
    }
  }, [layers, baseTileUrl, attribution])

  useEffect(() => {
    view.current?.showLayers(enabled)
  }, [enabled, layers])
  // After the first showLayers: the default layers' tiles are the ones the picture stands for.
  useEffect(() => {
    view.current?.onceDrawn(() => setDrawn(true))
  }, [layers])
  useEffect(() => {
    view.current?.setWheelZoom(fullscreen.active)
    view.current?.resize()
  }, [fullscreen.active, layers])

  if (state.status === 'failed')
    return (
      <p className="coverage-map__message" role="alert">
        {M.loadFailed}
      </p>
    )

  return (
    <div className="coverage-map">
      {/* Drawn while the layers load too (busy, a row's room kept), so the map does not move. */}
      <fieldset className="coverage-map__layers" aria-busy={!layers || undefined}>
        <legend>{M.layers}</legend>
        {layers?.length === 0 && <p>{M.noLayers}</p>}
        {layers?.map((layer, index) => (
          <label key={`${index}-${layer.display_name}`} className={`coverage-map__layer-toggle ${swatchClass(layer.color)}`}>
            <input type="checkbox" checked={enabled.includes(index)} onChange={(event) => coverage.toggle(index, event.currentTarget.checked)} />
            <span className="coverage-map__swatch" aria-hidden="true" />
            {layer.display_name}
          </label>
        ))}
      </fieldset>
      <div ref={frame} className={`coverage-map__frame${fullscreen.active ? ' is-fullscreen' : ''}`}>
        <div ref={canvas} className="coverage-map__canvas" role="region" aria-label={M.region} />
        {/* The server's picture of the first view, in the same place and size as the page's own, until the tiles are in. */}
        {previewSrc && !drawn && <img className="coverage-map__preview" src={previewSrc} srcSet={previewSrcset} alt="" />}
        <button type="button" className="btn btn-sm coverage-map__fullscreen" aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>
          {fullscreen.active ? M.exitFullscreen : M.fullscreen}
        </button>
        <p className="coverage-map__hint" role="status">
          {hint ? M.wheelHint : ''}
        </p>
      </div>
    </div>
  )
}
