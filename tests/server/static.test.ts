// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_BUILD, makeSandbox, rawGet, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
let server: RunningServer

beforeAll(async () => {
  mkdirSync(join(sandbox.staticDir, 'chunks'))
  writeFileSync(join(sandbox.staticDir, 'chunks', 'Countdown-QWER7890.js'), 'export const x = 1\n')
  writeFileSync(join(sandbox.staticDir, 'chunks', 'Countdown-QWER7890.js.map'), '{"version":3}')
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

  it('answers a missing file and a folder with 404', async () => {
    expect((await fetch(`${server.url}/static/dist/nope-AAAAAAAA.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/static/dist/chunks`)).status).toBe(404)
  })
})
