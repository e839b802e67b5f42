import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CoverageLayer } from '../../shared/api/types'
import { createCoverageLayers, type CoverageLayers } from '../../browser/stores/coverage-layers'
import { holdRequests, referenceResponse, useReferenceServer } from '../../testing'
import { recordStates } from './record'

// The store against the reference server's layers (testing kit): МТС, Билайн, МегаФон, Tele2, МТС shown by default.
const server = useReferenceServer()
const URL = '/api/coverage/layers/'
afterEach(() => vi.restoreAllMocks())

/** Every state while `work` runs: the status, and the names of the layers shown. */
const record = (coverage: CoverageLayers, work: () => unknown) =>
  recordStates(
    coverage.$state,
    (state) => (state.status === 'ready' ? `ready: ${state.enabled.map((i) => state.layers[i]!.display_name).join(', ')}` : state.status),
    work,
  )

describe('coverage layers store (spec §3, §4)', () => {
  it('loads the layers with the default ones shown, then shows and hides them in list order', async () => {
    const coverage = createCoverageLayers(URL)
    const states = await record(coverage, async () => {
      await coverage.load()
      coverage.toggle(2, true)
      coverage.toggle(1, true)
      coverage.toggle(0, false)
    })
    expect(states).toEqual(['loading', 'ready: МТС', 'ready: МТС, МегаФон', 'ready: МТС, Билайн, МегаФон', 'ready: Билайн, МегаФон'])
  })

  it('leaves out a layer without a tile address, saying which', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get(URL, async ({ request }) => {
        const layers = (await (await referenceResponse(request)).json()) as CoverageLayer[]
        return HttpResponse.json([...layers, { ...layers[1]!, display_name: 'Йота', tile_url_template: '/tiles/yota.png' }])
      }),
    )
    const coverage = createCoverageLayers(URL)
    await coverage.load()
    const state = coverage.$state.get()
    expect(state.status === 'ready' && state.layers.map((layer) => layer.display_name)).toEqual(['МТС', 'Билайн', 'МегаФон', 'Tele2'])
    expect(warn.mock.calls.map(([message]) => message)).toEqual(['[coverage-map] layer "Йота" has no {z}/{x}/{y} tile address; left out'])
  })

  it('fails when the layers do not load, and stays loading when the island went away first', async () => {
    server.use(http.get(URL, () => HttpResponse.json({}, { status: 500 }), { once: true }))
    const failing = createCoverageLayers(URL)
    expect(await record(failing, () => failing.load())).toEqual(['loading', 'failed'])

    const held = holdRequests(server, URL)
    const left = createCoverageLayers(URL)
    const states = await record(left, async () => {
      const loading = left.load()
      const request = await held.arrived(0)
      left.dispose()
      expect(request.signal.aborted).toBe(true)
      await loading
    })
    expect(states).toEqual(['loading'])
  })
})
