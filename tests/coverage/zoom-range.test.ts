import { describe, expect, it } from 'vitest'
import { zoomRange } from '../../islands/coverage-map/zoom-range'
import type { CoverageLayer } from '../../shared/api/types'

const layer = (display_name: string, color: string, extra: Partial<CoverageLayer> = {}): CoverageLayer => ({
  display_name,
  color,
  tile_url_template: `/tiles/coverage/${color.slice(1)}/{z}/{x}/{y}.png`,
  enabled_by_default: false,
  min_zoom: 3,
  max_zoom: 18,
  ...extra,
})

describe('zoom range of the enabled layers (spec §9)', () => {
  it('is their intersection, 0–23 with none, and ignores a layer whose min_zoom is above its max_zoom', () => {
    expect(zoomRange([])).toEqual({ min: 0, max: 23 })
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 18 }), layer('b', '#000', { min_zoom: 5, max_zoom: 20 })])).toEqual({
      min: 5,
      max: 18,
    })
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 18 }), layer('bad', '#000', { min_zoom: 15, max_zoom: 4 })])).toEqual({
      min: 3,
      max: 18,
    })
    expect(zoomRange([layer('a', '#000', { min_zoom: -5, max_zoom: 99 }), layer('b', '#000', { min_zoom: undefined, max_zoom: undefined })])).toEqual(
      { min: 0, max: 23 },
    )
  })

  it("keeps the map's own range when the layers share no zoom", () => {
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 6 }), layer('b', '#000', { min_zoom: 10, max_zoom: 18 })])).toEqual({
      min: 0,
      max: 23,
    })
  })
})
