import { atom, type ReadableAtom } from 'nanostores'
import { getCoverageLayers } from '../api/coverage'
import { requestLane } from '../api/lane'
import type { CoverageLayer } from '../../shared/api/types'

export type CoverageState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `enabled`: the indexes (in `layers`) of the layers shown, in order. */
  | { status: 'ready'; layers: CoverageLayer[]; enabled: number[] }

export interface CoverageLayers {
  $state: ReadableAtom<CoverageState>
  /** GETs the layers; those the map cannot draw are left out with a warning, the default ones shown. */
  load(): Promise<void>
  /** Shows or hides the layer at `index`. */
  toggle(index: number, on: boolean): void
  /** Drops a request on the way (the island's cleanup). */
  dispose(): void
}

/** Whether the layer can draw anything: its address names {z}, {x} and {y}. */
const hasTiles = (layer: CoverageLayer) =>
  typeof layer.tile_url_template === 'string' && ['{z}', '{x}', '{y}'].every((part) => layer.tile_url_template.includes(part))

/**
 * The layers of one coverage map (spec §3, §4): loaded from the host's layers URL, each with
 * a checkbox, `enabled_by_default` ones shown first.
 */
export function createCoverageLayers(layersUrl: string): CoverageLayers {
  const $state = atom<CoverageState>({ status: 'loading' })
  const lane = requestLane()

  return {
    $state,
    load() {
      $state.set({ status: 'loading' })
      return lane.run(
        (signal) => getCoverageLayers(layersUrl, signal),
        (answer) => {
          const layers = (Array.isArray(answer) ? answer : []).filter((layer) => {
            if (hasTiles(layer)) return true
            console.warn(`[coverage-map] layer "${layer.display_name}" has no {z}/{x}/{y} tile address; left out`, layer)
            return false
          })
          $state.set({ status: 'ready', layers, enabled: layers.flatMap((layer, index) => (layer.enabled_by_default ? [index] : [])) })
        },
        () => $state.set({ status: 'failed' }),
      )
    },
    toggle(index, on) {
      const state = $state.get()
      if (state.status !== 'ready') return
      const enabled = on ? [...new Set([...state.enabled, index])].sort((a, b) => a - b) : state.enabled.filter((i) => i !== index)
      $state.set({ ...state, enabled })
    },
    dispose: () => lane.abort(),
  }
}
