// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
