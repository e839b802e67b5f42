import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** URL prefix (with trailing slash) → directory it is served from. */
export type StaticRoots = Record<string, string>

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

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Serves files under each prefix; hashed names are cached forever, everything else revalidates. */
export function registerStaticFiles(app: FastifyInstance, roots: StaticRoots): void {
  for (const [prefix, dir] of Object.entries(roots)) {
    const root = resolve(dir)
    app.get<{ Params: { '*': string } }>(`${prefix}*`, async (request, reply) => {
      const file = containedPath(root, request.params['*'])
      const info = file ? await stat(file).catch(() => null) : null
      if (!file || !info?.isFile()) return notFound(reply)

      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
      reply
        .header('Cache-Control', HASHED_NAME.test(file) ? IMMUTABLE : 'no-cache')
        .header('ETag', etag)
        .header('Last-Modified', info.mtime.toUTCString())
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      return reply
        .type(CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('Content-Length', info.size)
        .send(createReadStream(file))
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
