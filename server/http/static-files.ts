import fastifyStatic from '@fastify/static'
import { stat } from 'node:fs/promises'
import { extname, relative, resolve, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { paramsSchema, QUERY_SCHEMA, type WithParams } from './request-schemas'
import { SERVER_MESSAGES as M } from '../messages'

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

/**
 * Serves files under each prefix with @fastify/static: a file the build precompressed
 * (scripts/build/precompress.mjs writes `file.br` and `file.gz` beside it) goes out as the copy
 * the browser's Accept-Encoding prefers, with the ETag and Last-Modified of what is sent, and
 * conditional requests are answered 304. What is ours: hashed names are cached forever and
 * everything else revalidates, every file is public to other origins and varies by encoding, the
 * content types are the table above, and a missing file is a plain-text 404.
 */
export async function registerStaticFiles(app: FastifyInstance, roots: StaticRoots): Promise<void> {
  await app.register(fastifyStatic, {
    // No routes of the plugin's own: ours below answer what is not a file before it looks.
    serve: false,
    preCompressed: true,
    // Cache-Control is ours; ranges were never offered (a script or an image is fetched whole).
    cacheControl: false,
    acceptRanges: false,
    index: false,
  })
  for (const [prefix, dir] of Object.entries(roots)) {
    const root = resolve(dir)
    // compress: false: the build's own copies, or the file as it is (server/http/compression.ts).
    app.get<WithParams<'*'>>(
      `${prefix}*`,
      {
        config: { demo: false },
        compress: false,
        schema: { ...QUERY_SCHEMA, ...paramsSchema('*') },
        // The type of a file sent, from the table above (@fastify/static names an encoded copy's
        // after its own); a 304 has no body, so neither a type nor an encoding.
        onSend: async (request, reply) => {
          if (reply.statusCode === 200) reply.type(CONTENT_TYPES[extname(request.params['*']).toLowerCase()] ?? 'application/octet-stream')
          if (reply.statusCode === 304) reply.removeHeader('content-type').removeHeader('content-encoding')
        },
      },
      async (request, reply) => {
        const file = containedPath(root, request.params['*'])
        const info = file ? await stat(file).catch(() => null) : null
        if (!file || !info?.isFile()) return notFound(reply)
        // A revalidation is answered 304 also when it says `Cache-Control: no-cache` (fetch() adds
        // that to every request with If-None-Match): the directive asks for a check with the origin
        // server, which this is, while @fastify/send would take it as a reload and send the file.
        if (request.headers['if-none-match'] !== undefined) delete request.raw.headers['cache-control']
        return (
          reply
            .header('Cache-Control', HASHED_NAME.test(file) ? IMMUTABLE : 'no-cache')
            .header('Vary', 'Accept-Encoding')
            // Public files: a page of another origin that links this server as its CDN reads the build's
            // module scripts, which browsers fetch with CORS (as WhiteNoise answers for a Django site).
            .header('Access-Control-Allow-Origin', '*')
            .sendFile(relative(root, file), root)
        )
      },
    )
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
  return reply.code(404).type('text/plain; charset=utf-8').send(M.fileNotFound)
}
