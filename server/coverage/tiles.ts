import { mulberry32 } from '../db/random'
import { encodePng } from './png'

/**
 * The demo map's tiles, drawn by the reference server so the coverage page works with no
 * internet: a base layer (land colour and a graticule) and one coverage layer per provider,
 * drawn from deterministic coverage areas (discs around Russian cities, seeded by the
 * provider's slug). Web Mercator, 256 px tiles, {z}/{x}/{y} as every tile server names them,
 * and 512 px ones for screens of more than one pixel per CSS pixel at {z}/{x}/{y}@2x (Leaflet's
 * `{r}`). Each tile is rendered once and kept (up to CACHE_LIMIT tiles, oldest dropped first).
 */
const TILE_SIZE = 256
/** Where the reference server serves them (the layers' `tile_url_template`, the site config's base URL). */
export const COVERAGE_TILES_PATH = '/tiles/coverage/'
export const BASE_TILES_PATH = '/tiles/base/'
export const coverageTileTemplate = (slug: string) => `${COVERAGE_TILES_PATH}${slug}/{z}/{x}/{y}{r}.png`
export const BASE_TILE_TEMPLATE = `${BASE_TILES_PATH}{z}/{x}/{y}{r}.png`
/** Pixels per CSS pixel a tile is drawn for: 1, or 2 for the `@2x` names. */
export type TileScale = 1 | 2
const MAX_TILE_ZOOM = 23

interface Disc {
  lat: number
  lon: number
  /** Kilometres. */
  radius: number
}

/** Centres the demo coverage grows around: Moscow first, where the map opens. */
const CITIES: [number, number][] = [
  [55.7558, 37.6173],
  [59.9343, 30.3351],
  [55.7963, 49.1088],
  [56.8389, 60.6057],
  [55.0084, 82.9357],
  [56.3269, 44.0059],
  [45.0355, 38.9753],
  [43.5855, 39.7231],
  [53.1959, 50.1002],
  [47.2357, 39.7015],
  [54.7388, 55.9721],
  [58.0105, 56.2502],
  [51.6608, 39.2003],
  [48.708, 44.5133],
  [54.9885, 73.3242],
]

const KM_PER_DEGREE_LAT = 110.57

/** The coverage discs of one provider; the same slug always gets the same areas. */
export function coverageAreas(slug: string): Disc[] {
  const random = mulberry32([...slug].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261))
  const discs: Disc[] = []
  CITIES.forEach(([lat, lon], index) => {
    // Moscow is covered by everyone (wider or narrower); other cities by most providers.
    if (index > 0 && random() < 0.25) return
    discs.push({ lat, lon, radius: (index === 0 ? 45 : 15) + random() * (index === 0 ? 35 : 25) })
    const satellites = 4 + Math.floor(random() * 6)
    for (let i = 0; i < satellites; i += 1) {
      const angle = random() * Math.PI * 2
      const distance = (index === 0 ? 50 : 20) + random() * 90
      discs.push({
        lat: lat + (Math.sin(angle) * distance) / KM_PER_DEGREE_LAT,
        lon: lon + (Math.cos(angle) * distance) / (111.32 * Math.cos((lat * Math.PI) / 180)),
        radius: 6 + random() * 22,
      })
    }
  })
  return discs
}

const lonOf = (x: number, z: number) => (x / 2 ** z) * 360 - 180
const latOf = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI

/** Whether z/x/y names a tile of the world. */
export function validTile(z: number, x: number, y: number): boolean {
  return Number.isInteger(z) && z >= 0 && z <= MAX_TILE_ZOOM && [x, y].every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** z)
}

type Rgba = [number, number, number, number]

function hexToRgba(color: string, alpha: number): Rgba {
  const hex = color.replace('#', '')
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.padEnd(6, '0')
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0).concat(alpha) as Rgba
}

/** One tile of a provider's coverage: its colour, half transparent, where a disc covers the pixel. */
function coveragePixels(discs: Disc[], color: string, z: number, x: number, y: number, scale: TileScale): Uint8Array {
  const size = TILE_SIZE * scale
  const fill = hexToRgba(color, 120)
  const pixels = new Uint8Array(size * size * 4)
  const north = latOf(y, z)
  const south = latOf(y + 1, z)
  const west = lonOf(x, z)
  const east = lonOf(x + 1, z)
  // Only discs whose box meets the tile matter; most tiles of the world meet none.
  const near = discs.filter((d) => {
    const dLat = d.radius / KM_PER_DEGREE_LAT
    const dLon = d.radius / (111.32 * Math.cos((d.lat * Math.PI) / 180))
    return d.lat - dLat <= north && d.lat + dLat >= south && d.lon - dLon <= east && d.lon + dLon >= west
  })
  if (near.length > 0) {
    for (let py = 0; py < size; py += 1) {
      const lat = latOf(y + (py + 0.5) / size, z)
      for (let px = 0; px < size; px += 1) {
        const lon = lonOf(x + (px + 0.5) / size, z)
        const covered = near.some((d) => {
          const dy = (lat - d.lat) * KM_PER_DEGREE_LAT
          const dx = (lon - d.lon) * 111.32 * Math.cos((d.lat * Math.PI) / 180)
          return dx * dx + dy * dy <= d.radius * d.radius
        })
        if (covered) pixels.set(fill, (py * size + px) * 4)
      }
    }
  }
  return pixels
}

const LAND: Rgba = [238, 240, 230, 255]
const GRID: Rgba = [200, 204, 190, 255]
const CITY: Rgba = [120, 120, 140, 255]

/** The demo base layer: land, a graticule whose step shrinks as the zoom grows, city marks. */
function basePixels(z: number, x: number, y: number, scale: TileScale): Uint8Array {
  const size = TILE_SIZE * scale
  const pixels = new Uint8Array(size * size * 4)
  const step = 20 / 2 ** Math.max(0, z - 2) // degrees between grid lines
  const cell = (v: number) => Math.floor(v / step)
  for (let py = 0; py < size; py += 1) {
    const lat = latOf(y + py / size, z)
    const nextLat = latOf(y + (py + 1) / size, z)
    const latLine = cell(lat) !== cell(nextLat)
    for (let px = 0; px < size; px += 1) {
      const lon = lonOf(x + px / size, z)
      const lonLine = cell(lon) !== cell(lonOf(x + (px + 1) / size, z))
      pixels.set(latLine || lonLine ? GRID : LAND, (py * size + px) * 4)
    }
  }
  // A 5 CSS px mark at each city that falls on the tile.
  const mark = 2 * scale
  for (const [lat, lon] of CITIES) {
    const cx = Math.floor(((lon + 180) / 360) * 2 ** z * size) - x * size
    const sin = Math.sin((lat * Math.PI) / 180)
    const cy = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 2 ** z * size) - y * size
    for (let dy = -mark; dy <= mark; dy += 1) {
      for (let dx = -mark; dx <= mark; dx += 1) {
        const px = cx + dx
        const py = cy + dy
        if (px >= 0 && py >= 0 && px < size && py < size) pixels.set(CITY, (py * size + px) * 4)
      }
    }
  }
  return pixels
}

/** The map's first view as one picture: what the coverage page shows before (or without) Leaflet. */
export const PREVIEW_WIDTH = 768
export const PREVIEW_HEIGHT = 448

/**
 * The base layer with `layers` over it (their half-transparent colour blended in), PREVIEW_WIDTH
 * × PREVIEW_HEIGHT CSS pixels centred on `center` at `zoom`, cut from the tiles it spans.
 */
function previewPixels(center: [number, number], zoom: number, layers: { discs: Disc[]; color: string }[], scale: TileScale): Uint8Array {
  const size = TILE_SIZE * scale
  const [width, height] = [PREVIEW_WIDTH * scale, PREVIEW_HEIGHT * scale]
  const world = 2 ** zoom * size
  const sin = Math.sin((center[0] * Math.PI) / 180)
  const left = Math.round(((center[1] + 180) / 360) * world - width / 2)
  const top = Math.round((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world - height / 2)
  const out = new Uint8Array(width * height * 4)
  for (let ty = Math.floor(top / size); ty * size < top + height; ty += 1) {
    for (let tx = Math.floor(left / size); tx * size < left + width; tx += 1) {
      const base = basePixels(zoom, tx, ty, scale)
      const overlays = layers.map((layer) => coveragePixels(layer.discs, layer.color, zoom, tx, ty, scale))
      for (let py = Math.max(0, top - ty * size); py < size && ty * size + py < top + height; py += 1) {
        for (let px = Math.max(0, left - tx * size); px < size && tx * size + px < left + width; px += 1) {
          const from = (py * size + px) * 4
          const rgba = [base[from]!, base[from + 1]!, base[from + 2]!]
          for (const overlay of overlays) {
            const alpha = overlay[from + 3]! / 255
            for (let c = 0; c < 3; c += 1) rgba[c] = Math.round(overlay[from + c]! * alpha + rgba[c]! * (1 - alpha))
          }
          out.set([...rgba, 255], ((ty * size + py - top) * width + (tx * size + px - left)) * 4)
        }
      }
    }
  }
  return out
}

const CACHE_LIMIT = 4000

/** Tile renderers with one cache: `coverage(provider, z, x, y)` and `base(z, x, y)` answer PNG bytes. */
export function createTileRenderer() {
  const cache = new Map<string, Buffer>()
  const areas = new Map<string, Disc[]>()
  const areasOf = (slug: string) => {
    if (!areas.has(slug)) areas.set(slug, coverageAreas(slug))
    return areas.get(slug)!
  }
  const cached = (key: string, draw: () => Buffer): Buffer => {
    const hit = cache.get(key)
    if (hit) return hit
    const png = draw()
    cache.set(key, png)
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!)
    return png
  }
  return {
    coverage(provider: { slug: string; color: string }, z: number, x: number, y: number, scale: TileScale = 1): Buffer {
      const size = TILE_SIZE * scale
      return cached(`c/${provider.slug}/${z}/${x}/${y}@${scale}`, () =>
        encodePng(size, size, coveragePixels(areasOf(provider.slug), provider.color, z, x, y, scale)),
      )
    },
    base(z: number, x: number, y: number, scale: TileScale = 1): Buffer {
      const size = TILE_SIZE * scale
      return cached(`b/${z}/${x}/${y}@${scale}`, () => encodePng(size, size, basePixels(z, x, y, scale)))
    },
    /** The map's first view (`center`, `zoom`) with the providers' layers drawn over the base. */
    preview(center: [number, number], zoom: number, providers: { slug: string; color: string }[], scale: TileScale = 1): Buffer {
      const key = `p/${center.join(',')}/${zoom}/${providers.map((p) => `${p.slug}:${p.color}`).join(',')}@${scale}`
      const layers = () => providers.map((p) => ({ discs: areasOf(p.slug), color: p.color }))
      return cached(key, () => encodePng(PREVIEW_WIDTH * scale, PREVIEW_HEIGHT * scale, previewPixels(center, zoom, layers(), scale)))
    },
  }
}
