import { deflateSync } from 'node:zlib'

/**
 * A minimal PNG encoder for the demo map tiles and the coverage page's preview. Hand-written
 * because the PNG libraries on npm either write only RGBA (pngjs) or are native (sharp), and
 * these pictures need the palette: they are flat colours and thin lines, a handful of colours
 * in all, which as 8-bit indices with each row filtered compress ten times smaller than RGBA
 * (the 1536 × 896 preview: 30 KB as RGBA without filters, under 3 KB as a palette).
 *
 * Up to 256 colours: colour type 3 (palette, with a tRNS chunk when any colour is not opaque);
 * more: 8-bit RGBA. Every row gets the filter (None, Sub or Up) whose output has the smallest
 * sum of magnitudes, the heuristic the PNG specification recommends. One IDAT chunk.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const palette = paletteOf(rgba)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = palette ? 3 : 6 // colour type: palette, or RGBA
  const chunks = [chunk('IHDR', header)]
  if (palette) {
    chunks.push(chunk('PLTE', Buffer.from(palette.colours.flatMap((c) => [c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255]))))
    const alphas = palette.colours.map((c) => c & 255)
    if (alphas.some((a) => a < 255)) chunks.push(chunk('tRNS', Buffer.from(alphas)))
  }
  const [samples, bytesPerPixel] = palette ? [palette.indices, 1] : [rgba, 4]
  chunks.push(chunk('IDAT', deflateSync(filterRows(samples, width * bytesPerPixel, height, bytesPerPixel))))
  return Buffer.concat([SIGNATURE, ...chunks, chunk('IEND', Buffer.alloc(0))])
}

/** The picture's colours (RGBA packed in a number) and each pixel's index, or null past 256 colours. */
function paletteOf(rgba: Uint8Array): { colours: number[]; indices: Uint8Array } | null {
  const index = new Map<number, number>()
  const indices = new Uint8Array(rgba.length / 4)
  const view = new DataView(rgba.buffer, rgba.byteOffset, rgba.byteLength)
  for (let pixel = 0; pixel < indices.length; pixel += 1) {
    const colour = view.getUint32(pixel * 4)
    let at = index.get(colour)
    if (at === undefined) {
      if (index.size === 256) return null
      at = index.size
      index.set(colour, at)
    }
    indices[pixel] = at
  }
  return { colours: [...index.keys()], indices }
}

const FILTER_NONE = 0
const FILTER_SUB = 1
const FILTER_UP = 2

/** The scanlines, each a filter type byte and the row filtered by it (PNG specification §9). */
function filterRows(samples: Uint8Array, stride: number, height: number, bytesPerPixel: number): Buffer {
  const out = Buffer.alloc((stride + 1) * height)
  const candidate = Buffer.alloc(stride)
  const best = Buffer.alloc(stride)
  for (let y = 0; y < height; y += 1) {
    const row = samples.subarray(y * stride, (y + 1) * stride)
    const above = y > 0 ? samples.subarray((y - 1) * stride, y * stride) : null
    let bestType = FILTER_NONE
    let bestCost = Infinity
    for (const type of [FILTER_NONE, FILTER_SUB, FILTER_UP]) {
      let cost = 0
      for (let i = 0; i < stride; i += 1) {
        const prior = type === FILTER_SUB ? (i >= bytesPerPixel ? row[i - bytesPerPixel]! : 0) : type === FILTER_UP && above ? above[i]! : 0
        const value = (row[i]! - prior) & 255
        candidate[i] = value
        cost += value < 128 ? value : 256 - value
      }
      if (cost < bestCost) {
        bestCost = cost
        bestType = type
        candidate.copy(best)
      }
    }
    out[y * (stride + 1)] = bestType
    best.copy(out, y * (stride + 1) + 1)
  }
  return out
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
