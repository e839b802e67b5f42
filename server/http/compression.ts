import compress from '@fastify/compress'
import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'

/**
 * Compresses what the server writes per request (the pages' HTML, the JSON answers, the
 * catalogue's HTML fragments): brotli or gzip as the browser accepts, `Vary: Accept-Encoding`.
 * The files under /static/ are left out (static-files.ts sends the build's precompressed copies
 * with ETags of their own); tiles are PNG, not a compressible type.
 * Brotli at quality 4: near gzip's speed for a page made per request, still smaller than gzip
 * (11, the library's default, is for files compressed once at build time).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
