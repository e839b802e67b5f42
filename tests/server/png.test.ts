// @vitest-environment node
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { encodePng } from '../../server/coverage/png'
import { createTileRenderer } from '../../server/coverage/tiles'
import { MAP_CENTER, MAP_ZOOM } from '../../shared/coverage/map-view'

/** A picture of `colours` distinct colours in horizontal bands, with a half-transparent one and a clear one. */
function bands(width: number, height: number, colours: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const n = (y * width + x) % colours
      rgba.set([n & 255, (n >> 8) * 40, 200, n === 1 ? 128 : n === 2 ? 0 : 255], (y * width + x) * 4)
    }
  }
  return rgba
}

/** The colour type byte of the IHDR chunk. */
const colourType = (png: Buffer) => png[25]

describe('the PNG encoder of the demo map', () => {
  it('writes up to 256 colours as a palette with their transparency, and an independent decoder reads every pixel back', () => {
    const rgba = bands(40, 30, 256)
    const png = encodePng(40, 30, rgba)
    expect(colourType(png)).toBe(3)
    expect(png.includes('tRNS')).toBe(true)
    expect(new Uint8Array(PNG.sync.read(png).data)).toEqual(rgba)
  })

  it('writes more than 256 colours as RGBA, and the decoder reads every pixel back', () => {
    const rgba = bands(40, 30, 600)
    const png = encodePng(40, 30, rgba)
    expect(colourType(png)).toBe(6)
    expect(new Uint8Array(PNG.sync.read(png).data)).toEqual(rgba)
  })

  it('leaves out tRNS when every colour is opaque', () => {
    const rgba = bands(16, 16, 1)
    expect(encodePng(16, 16, rgba).includes('tRNS')).toBe(false)
  })

  it("keeps the coverage page's first picture small: the 1536 × 896 preview of one layer under 8 KB", () => {
    const preview = createTileRenderer().preview(MAP_CENTER, MAP_ZOOM, [{ slug: 'mts', color: '#e30611' }], 2)
    expect(PNG.sync.read(preview).width).toBe(1536)
    expect(preview.length).toBeLessThan(8 * 1024)
  })
})
