import { useEffect, useRef, useState } from 'react'
import { getCoverageLayers } from '../../shared/api/coverage'
import { isAbortError } from '../../shared/api/errors'
import type { CoverageLayer } from '../../shared/api/types'
import { swatchClass } from '../../shared/format/swatch'
import type { CoverageMapProps } from './index'
import type { CoverageMapView } from './leaflet-map'
import { createCoverageMap } from './leaflet-map'
import { COVERAGE_MESSAGES as M } from './messages'
import { useFullscreen } from './use-fullscreen'
import { useWheelHint } from './use-wheel-hint'
import { hasTiles } from './zoom-range'

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; layers: CoverageLayer[] }

export default function CoverageMap({ layersUrl, baseTileUrl, attribution = '' }: CoverageMapProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [enabled, setEnabled] = useState<number[]>([])
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const view = useRef<CoverageMapView | null>(null)
  const fullscreen = useFullscreen(frame)
  const hint = useWheelHint(frame, !fullscreen.active)

  useEffect(() => {
    const abort = new AbortController()
    getCoverageLayers(layersUrl, abort.signal).then(
      (answer) => {
        const usable = (Array.isArray(answer) ? answer : []).filter((layer) => {
          if (hasTiles(layer)) return true
          console.warn(`[coverage-map] layer "${layer.display_name}" has no {z}/{x}/{y} tile address; left out`, layer)
          return false
        })
        setLoad({ state: 'ready', layers: usable })
        setEnabled(usable.flatMap((layer, index) => (layer.enabled_by_default ? [index] : [])))
      },
      (error: unknown) => {
        if (!isAbortError(error)) setLoad({ state: 'failed' })
      },
    )
    return () => abort.abort()
  }, [layersUrl])

  const layers = load.state === 'ready' ? load.layers : null
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
  useEffect(() => {
    view.current?.setWheelZoom(fullscreen.active)
    view.current?.resize()
  }, [fullscreen.active, layers])

  if (load.state === 'failed') return <p className="coverage-map__message" role="alert">{M.loadFailed}</p>

  const toggle = (index: number, on: boolean) =>
    setEnabled((current) => (on ? [...current, index].sort((a, b) => a - b) : current.filter((i) => i !== index)))

  return (
    <div className="coverage-map">
      {/* Drawn while the layers load too (busy, a row's room kept), so the map does not move. */}
      <fieldset className="coverage-map__layers" aria-busy={!layers || undefined}>
        <legend>{M.layers}</legend>
        {layers?.length === 0 && <p>{M.noLayers}</p>}
        {layers?.map((layer, index) => (
          <label key={`${index}-${layer.display_name}`} className={`coverage-map__layer-toggle ${swatchClass(layer.color)}`}>
            <input type="checkbox" checked={enabled.includes(index)} onChange={(event) => toggle(index, event.currentTarget.checked)} />
            <span className="coverage-map__swatch" aria-hidden="true" />
            {layer.display_name}
          </label>
        ))}
      </fieldset>
      <div ref={frame} className={`coverage-map__frame${fullscreen.active ? ' is-fullscreen' : ''}`}>
        <div ref={canvas} className="coverage-map__canvas" role="region" aria-label={M.region} />
        <button type="button" className="btn btn-sm coverage-map__fullscreen" aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>
          {fullscreen.active ? M.exitFullscreen : M.fullscreen}
        </button>
        <p className="coverage-map__hint" role="status">{hint ? M.wheelHint : ''}</p>
      </div>
    </div>
  )
}
