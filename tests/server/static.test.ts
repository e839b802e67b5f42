// @vitest-environment node
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STATIC_IMG_DIR } from '../../server/paths'
import { FAKE_BUILD, makeSandbox, rawGet, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
const COUNTDOWN = Buffer.from('export const x = 1\n'.repeat(40))
const CHUNK = '/static/dist/chunks/Countdown-QWER7890.js'

/** The bytes and headers as they come over the wire, undecoded. */
function getEncoded(path: string, acceptEncoding?: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    httpRequest({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}
let server: RunningServer

beforeAll(async () => {
  mkdirSync(join(sandbox.staticDir, 'chunks'))
  writeFileSync(join(sandbox.staticDir, 'chunks', 'Countdown-QWER7890.js'), COUNTDOWN)
  writeFileSync(join(sandbox.staticDir, 'chunks', 'Countdown-QWER7890.js.map'), '{"version":3}')
  // What the build writes next to each script (scripts/build/precompress.mjs): its brotli and gzip copies.
  writeFileSync(join(sandbox.staticDir, 'chunks', 'Countdown-QWER7890.js.br'), brotliCompressSync(COUNTDOWN))
  writeFileSync(join(sandbox.staticDir, 'chunks', 'Countdown-QWER7890.js.gz'), gzipSync(COUNTDOWN))
  writeFileSync(join(sandbox.staticDir, 'notes.txt'), 'not hashed')
  // A copy whose file is gone (a half-deleted build): never served in the file's place.
  writeFileSync(join(sandbox.staticDir, 'chunks', 'Gone-ZXCV1234.js.br'), brotliCompressSync(COUNTDOWN))
  server = await startServer(sandbox)
})
afterAll(async () => {
  await server.close()
  sandbox.remove()
})

describe('/static/dist/', () => {
  it('serves content-hashed files as immutable, with their content type', async () => {
    const js = await fetch(`${server.url}/static/dist/${FAKE_BUILD.loader}`)
    const css = await fetch(`${server.url}/static/dist/${FAKE_BUILD.css}`)

    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await js.text()).toBe('export {}\n')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('serves chunks in sub-folders and their source maps', async () => {
    const chunk = await fetch(`${server.url}/static/dist/chunks/Countdown-QWER7890.js`)
    const map = await fetch(`${server.url}/static/dist/chunks/Countdown-QWER7890.js.map`)

    expect(chunk.headers.get('cache-control')).toContain('immutable')
    expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(map.headers.get('cache-control')).toContain('immutable')
  })

  it('makes the browser revalidate manifest.json and other unhashed names', async () => {
    const manifest = await fetch(`${server.url}/static/dist/manifest.json`)
    const notes = await fetch(`${server.url}/static/dist/notes.txt`)

    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(notes.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a matching ETag with 304', async () => {
    const first = await fetch(`${server.url}/static/dist/manifest.json`)
    const etag = first.headers.get('etag') ?? ''
    const again = await fetch(`${server.url}/static/dist/manifest.json`, { headers: { 'if-none-match': etag } })

    expect(etag).not.toBe('')
    expect(again.status).toBe(304)
  })

  it.each([
    '/static/dist/../../package.json',
    '/static/dist/%2e%2e/%2e%2e/package.json',
    '/static/dist/..%2f..%2fpackage.json',
    '/static/dist/chunks/../../../package.json',
    '/static/dist/%252e%252e/%252e%252e/package.json',
    '/static/dist/%00manifest.json',
  ])('does not leave the folder for %s', async (path) => {
    const response = await rawGet(server.url, path)

    expect(response.status).toBe(404)
    expect(response.body).not.toContain('"name"')
  })

  it("sends the build's brotli or gzip copy to a browser that takes it, the file itself to one that does not", async () => {
    const br = await getEncoded(CHUNK, 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(COUNTDOWN.length / 4)
    expect(brotliDecompressSync(br.body)).toEqual(COUNTDOWN)

    const gzip = await getEncoded(CHUNK, 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body)).toEqual(COUNTDOWN)

    for (const refused of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await getEncoded(CHUNK, refused)
      expect(plain.headers['content-encoding'], String(refused)).toBeUndefined()
      expect(plain.body).toEqual(COUNTDOWN)
    }
    // A file without copies goes as it is, whatever the browser takes.
    expect((await getEncoded('/static/dist/chunks/Countdown-QWER7890.js.map', 'br')).headers['content-encoding']).toBeUndefined()
  })

  it('gives each encoding its own ETag, so a revalidation never swaps one body for another', async () => {
    const br = await getEncoded(CHUNK, 'br')
    const plain = await getEncoded(CHUNK)
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const again = await fetch(`${server.url}${CHUNK}`, { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('answers a missing file and a folder with 404', async () => {
    expect((await fetch(`${server.url}/static/dist/nope-AAAAAAAA.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/static/dist/chunks`)).status).toBe(404)
  })
})

describe('static file answers besides the body', () => {
  it('makes every file public to pages of other origins; a missing file is a plain-text 404 without it', async () => {
    for (const path of [`/static/dist/${FAKE_BUILD.loader}`, '/static/dist/notes.txt', CHUNK]) {
      expect((await getEncoded(path, 'br')).headers['access-control-allow-origin'], path).toBe('*')
    }
    const missing = await fetch(`${server.url}/static/dist/nope.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(missing.headers.get('access-control-allow-origin')).toBeNull()
    expect(await missing.text()).toBe('Файл не найден')
  })

  it('does not send a precompressed copy whose file is missing', async () => {
    expect((await getEncoded('/static/dist/chunks/Gone-ZXCV1234.js', 'br')).body.toString()).toBe('Файл не найден')
  })

  it('dates a file by its modification time and sends it whole, ranges not offered', async () => {
    const path = join(sandbox.staticDir, 'notes.txt')
    const response = await fetch(`${server.url}/static/dist/notes.txt`, { headers: { range: 'bytes=0-2' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('last-modified')).toBe(statSync(path).mtime.toUTCString())
    expect(response.headers.get('accept-ranges')).toBeNull()
    expect(await response.text()).toBe('not hashed')
  })

  it("answers a revalidation with the validators and the caching headers, not the body's type or encoding", async () => {
    const br = await getEncoded(CHUNK, 'br')
    const { hostname, port } = new URL(server.url)
    const again = await new Promise<{ status?: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const headers = { 'accept-encoding': 'br', 'if-none-match': br.headers.etag ?? '' }
      httpRequest({ hostname, port, path: CHUNK, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }))
      })
        .on('error', reject)
        .end()
    })
    expect(again.status).toBe(304)
    expect(again.headers.etag).toBe(br.headers.etag)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(again.headers.vary).toBe('Accept-Encoding')
    expect(again.headers['content-encoding']).toBeUndefined()
    expect(again.headers['content-type']).toBeUndefined()
  })
})

describe('/static/img/', () => {
  it('serves the images folder like the build: public, revalidated, typed by extension', async () => {
    const response = await fetch(`${server.url}/static/img/favicon.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.text()).toBe(readFileSync(join(DEFAULT_STATIC_IMG_DIR, 'favicon.svg'), 'utf8'))
    expect((await fetch(`${server.url}/static/img/nope.svg`)).status).toBe(404)
  })
})
