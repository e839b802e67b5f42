import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** URL prefix (with trailing slash) → directory it is served from. */
type StaticRoots = Record<string, string>

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** The build puts an 8-character content hash before the extension: loader-AB12CD34.js(.map). */
const HASHED_NAME = /-[A-Z0-9]{8}(\.[A-Za-z0-9]+)+$/

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The build's precompressed copies (scripts/build/precompress.mjs), best first: `file.br`, `file.gz`. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Whether an Accept-Encoding header takes `name` (a q=0 refuses it). */
function accepts(header: string | undefined, name: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    return coding === name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
  })
}

/**
 * Serves files under each prefix; hashed names are cached forever, everything else revalidates.
 * A file the build precompressed goes out as its brotli or gzip copy when the browser accepts
 * that encoding (`Vary: Accept-Encoding`, so a cache keeps the variants apart).
 */
export function registerStaticFiles(app: FastifyInstance, roots: StaticRoots): void {
  for (const [prefix, dir] of Object.entries(roots)) {
    const root = resolve(dir)
    // compress: false: the build's own copies, or the file as it is (server/http/compression.ts).
    app.get<{ Params: { '*': string } }>(`${prefix}*`, { config: { demo: false }, compress: false }, async (request, reply) => {
      const file = containedPath(root, request.params['*'])
      const info = file ? await stat(file).catch(() => null) : null
      if (!file || !info?.isFile()) return notFound(reply)

      let sent = { path: file, size: info.size, encoding: '' }
      for (const { name, suffix } of ENCODINGS) {
        if (!accepts(request.headers['accept-encoding'], name)) continue
        const copy = await stat(file + suffix).catch(() => null)
        if (!copy?.isFile()) continue
        sent = { path: file + suffix, size: copy.size, encoding: name }
        break
      }
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${sent.encoding && `-${sent.encoding}`}"`
      reply
        .header('Cache-Control', HASHED_NAME.test(file) ? IMMUTABLE : 'no-cache')
        .header('ETag', etag)
        .header('Last-Modified', info.mtime.toUTCString())
        .header('Vary', 'Accept-Encoding')
        // Public files: a page of another origin that links this server as its CDN reads the build's
        // module scripts, which browsers fetch with CORS (as WhiteNoise answers for a Django site).
        .header('Access-Control-Allow-Origin', '*')
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      if (sent.encoding) reply.header('Content-Encoding', sent.encoding)
      return reply
        .type(CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('Content-Length', sent.size)
        .send(createReadStream(sent.path))
    })
  }
}

/**
 * The absolute file for a URL tail, or null when it would leave the root ('../', absolute
 * paths, NUL bytes) — those must look like any missing file. The router has already
 * percent-decoded the tail once; decoding again would let '%252e%252e' become '..'.
 */
export function containedPath(root: string, tail: string): string | null {
  if (tail.includes('\0')) return null
  const file = resolve(root, tail)
  return file.startsWith(root + sep) ? file : null
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Файл не найден')
}
