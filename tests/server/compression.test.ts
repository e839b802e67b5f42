// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { FAKE_BUILD, serveForTests } from './helpers'

const server = serveForTests()

describe('compression of what the server writes per request', () => {
  it('sends a page as brotli or gzip, as the browser accepts, and plain to one that accepts neither', async () => {
    const plain = await server.app.inject({ url: '/numbers/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await server.app.inject({ url: '/numbers/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1')
    const gzip = await server.app.inject({ url: '/api/catalog/numbers/?page=1', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty('results')
  })

  it('leaves a file of the build as it is (never compressed twice)', async () => {
    const response = await server.app.inject({ url: `/static/dist/${FAKE_BUILD.css}`, headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('body{margin:0}\n')
  })
})
