// @vitest-environment node
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import type { CoverageLayer } from '../../shared/api/types'
import { coverageAreas, createTileRenderer } from '../../server/coverage/tiles'
import { serveForTests } from './helpers'

const server = serveForTests()

/** Moscow's tile at zoom 9 (x 309, y 160), where the map opens. */
const MOSCOW = { z: 9, x: 309, y: 160 }

/** The RGBA pixels of one of our PNGs, read by an independent decoder (pngjs): palette or RGBA, filtered rows. */
function pixelsOf(png: Buffer): { width: number; rgba: (x: number, y: number) => number[] } {
  const { width, data } = PNG.sync.read(png)
  return { width, rgba: (x, y) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)] }
}

async function tile(path: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
}

describe('coverage map tiles', () => {
  it('answers every layer of /api/coverage/layers/ with PNG tiles; Moscow is covered in the layer colour', async () => {
    const layers = (await (await fetch(`${server.url}/api/coverage/layers/`)).json()) as CoverageLayer[]
    expect(layers.length).toBeGreaterThan(1)
    for (const layer of layers) {
      const url = layer.tile_url_template
        .replace('{z}', String(MOSCOW.z))
        .replace('{x}', String(MOSCOW.x))
        .replace('{y}', String(MOSCOW.y))
        .replace('{r}', '')
      const { status, type, body } = await tile(url)
      expect([status, type], url).toEqual([200, 'image/png'])
      const { width, rgba } = pixelsOf(body)
      expect(width).toBe(256)
      // The tile holds Moscow's centre somewhere: at least one pixel is the layer colour.
      const colour = [1, 3, 5].map((i) => parseInt(layer.color.slice(i, i + 2), 16))
      let found = false
      for (let y = 0; y < 256 && !found; y += 8) for (let x = 0; x < 256 && !found; x += 8) found = rgba(x, y).slice(0, 3).join() === colour.join()
      expect(found, layer.display_name).toBe(true)
    }
  })

  it('draws providers differently and the same provider the same way every time', () => {
    expect(coverageAreas('mts')).toEqual(coverageAreas('mts'))
    expect(coverageAreas('mts')).not.toEqual(coverageAreas('beeline'))
    const renderer = createTileRenderer()
    const provider = { slug: 'mts', color: '#e30611' }
    const first = renderer.coverage(provider, MOSCOW.z, MOSCOW.x, MOSCOW.y)
    expect(renderer.coverage(provider, MOSCOW.z, MOSCOW.x, MOSCOW.y)).toBe(first) // rendered once, then cached
    expect(createTileRenderer().coverage(provider, MOSCOW.z, MOSCOW.x, MOSCOW.y).equals(first)).toBe(true)
  })

  it('leaves the ocean transparent and draws the base layer opaque', async () => {
    const ocean = pixelsOf((await tile('/tiles/coverage/mts/3/0/7.png')).body)
    expect(ocean.rgba(100, 100)[3]).toBe(0)
    const base = await tile(`/tiles/base/${MOSCOW.z}/${MOSCOW.x}/${MOSCOW.y}.png`)
    expect([base.status, base.type]).toEqual([200, 'image/png'])
    expect(pixelsOf(base.body).rgba(10, 10)[3]).toBe(255)
  })

  it("draws each tile at 512 px for a high-density screen (Leaflet's {r} is @2x), the same picture, cached a year", async () => {
    const one = await tile(`/tiles/base/${MOSCOW.z}/${MOSCOW.x}/${MOSCOW.y}.png`)
    const two = await tile(`/tiles/base/${MOSCOW.z}/${MOSCOW.x}/${MOSCOW.y}@2x.png`)
    expect(two.status).toBe(200)
    expect(pixelsOf(two.body).width).toBe(512)
    // The land at the same place, at twice the pixels.
    expect(pixelsOf(two.body).rgba(20, 20)).toEqual(pixelsOf(one.body).rgba(10, 10))
    const covered = await tile(`/tiles/coverage/mts/${MOSCOW.z}/${MOSCOW.x}/${MOSCOW.y}@2x.png`)
    expect(pixelsOf(covered.body).width).toBe(512)
    const response = await fetch(`${server.url}/tiles/base/${MOSCOW.z}/${MOSCOW.x}/${MOSCOW.y}.png`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it("draws the map's first view as one picture for the coverage page, the default layer over the base, at 1x and 2x", async () => {
    const page = await (await fetch(`${server.url}/coverage/`)).text()
    expect(page).toContain(
      '<img class="site-coverage__preview" src="/tiles/preview/map.png" srcset="/tiles/preview/map.png 1x, /tiles/preview/map@2x.png 2x" width="768" height="448" alt="Карта покрытия: Москва и область, МТС" fetchpriority="high" decoding="sync">',
    )
    const one = await tile('/tiles/preview/map.png')
    expect([one.status, one.type]).toEqual([200, 'image/png'])
    const { width, rgba } = pixelsOf(one.body)
    expect(width).toBe(768)
    // Around Moscow, in the middle, the default layer (МТС, #e30611 half transparent) over the land.
    const [r, g, , a] = rgba(300, 150)
    expect(a).toBe(255)
    expect(r).toBeGreaterThan(g! + 60)
    expect(pixelsOf((await tile('/tiles/preview/map@2x.png')).body).width).toBe(1536)
    expect((await tile('/tiles/preview/map@3x.png')).status).toBe(404)
  })

  it('answers 404 for a tile outside the world, a bad name or an unknown provider', async () => {
    for (const path of [
      '/tiles/coverage/mts/2/4/0.png',
      '/tiles/coverage/mts/24/0/0.png',
      '/tiles/coverage/mts/9/1/1.jpg',
      '/tiles/coverage/nope/9/309/160.png',
      '/tiles/base/-1/0/0.png',
      '/tiles/base/9/309/160@3x.png',
    ]) {
      expect((await tile(path)).status, path).toBe(404)
    }
  })
})
