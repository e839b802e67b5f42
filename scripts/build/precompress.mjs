import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'

/**
 * Brotli and gzip copies of every script and stylesheet (file.js.br, file.js.gz), written once
 * at build time at the highest levels, as whitenoise and nginx's gzip_static/brotli_static serve
 * them; the reference server answers with them when the browser accepts the encoding. On a
 * phone network the bytes, not the server, are what the visitor waits for.
 */
export async function precompress(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.(js|css)$/.test(file))
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dir, file))
      await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }))
      await writeFile(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }))
    }),
  )
}
