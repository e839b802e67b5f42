import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const DIST = path.resolve(import.meta.dirname, '../static/dist')
export const LOADER_BUDGET_BROTLI = 1536

export interface Size {
  raw: number
  gzip: number
  brotli: number
}

export function sizeOf(file: string): Size {
  const bytes = readFileSync(path.join(DIST, file))
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>
type Metafile = { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> }

export function readBuild(): { manifest: Manifest; outputs: Metafile['outputs'] } {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as Manifest
  const meta = JSON.parse(readFileSync(path.join(DIST, 'metafile.json'), 'utf8')) as { islands: Metafile; loader: Metafile }
  return { manifest, outputs: { ...meta.islands.outputs, ...meta.loader.outputs } }
}

/** What a chunk mostly holds, from the inputs that put the most bytes into it. */
function label(inputs: Record<string, { bytesInOutput: number }>): string {
  const packages = new Map<string, number>()
  for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
    // The build's glue modules (`chunk-group:cards`, `lazy-chunk:/path`, `virtual:…`) say nothing.
    if (input.includes(':')) continue
    const name = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? input.replace(/\/[^/]+$/, '')
    packages.set(name, (packages.get(name) ?? 0) + bytesInOutput)
  }
  return (
    [...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name]) => name)
      .join(', ') || 'esbuild helpers'
  )
}

export function chunkTable(): string[] {
  const { outputs } = readBuild()
  const rows = Object.entries(outputs)
    .filter(([file]) => /\.(js|css)$/.test(file))
    .map(([file, out]) => ({
      file: path.relative(DIST, path.resolve(file)),
      ...sizeOf(path.relative(DIST, path.resolve(file))),
      what: label(out.inputs),
    }))
    .sort((a, b) => b.raw - a.raw)
  return rows.map(
    (r) => `  ${r.file.padEnd(42)} ${String(r.raw).padStart(7)} B  gzip ${String(r.gzip).padStart(6)}  br ${String(r.brotli).padStart(6)}  ${r.what}`,
  )
}
