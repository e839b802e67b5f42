// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAnswerCache } from '../../server/catalog/answer-cache'
import { serveForTests } from './helpers'

describe('answer cache', () => {
  it('reuses an answer within its lifetime only, and drops the least recently used first', () => {
    let clock = 0
    const cache = createAnswerCache({ ttlMs: 1000, max: 2, now: () => clock })
    cache.set('a', 200, '{"a":1}')
    cache.set('b', 200, '{"b":1}')
    expect(cache.get('a')?.body.toString()).toBe('{"a":1}')
    cache.set('c', 404, '{}')
    // b was used least recently: it went to make room.
    expect([cache.get('a')?.status, cache.get('b'), cache.get('c')?.status]).toEqual([200, null, 404])
    clock = 999
    expect(cache.get('a')).not.toBeNull()
    clock = 1999
    expect(cache.get('a')).toBeNull()
  })
})

describe('catalogue data URLs behind the cache', () => {
  const server = serveForTests({ env: { NODE_ENV: 'test', SEED_NUMBERS: '200' } })
  const get = (path: string) => fetch(`${server.url}${path}`)

  it('answers a repeat with the same body, per site, and keeps errors as they were', async () => {
    for (const path of [
      '/api/catalog/numbers/?mask=*77*',
      '/api/catalog/star-numbers/',
      '/api/catalog/tariffs/',
      '/api/catalog/devices/?page=2',
      '/api/catalog/number-sets/?kind=super_pair',
    ]) {
      const first = await get(path)
      const repeat = await get(path)
      expect(repeat.headers.get('x-answer-cache'), path).toBe('hit')
      expect(repeat.headers.get('content-type')).toContain('application/json')
      expect(await repeat.text()).toBe(await first.text())
    }
    const bad = await get('/api/catalog/numbers/?mask=12g')
    expect(bad.status).toBe(400)
    const badAgain = await get('/api/catalog/numbers/?mask=12g')
    expect([badAgain.status, badAgain.headers.get('x-answer-cache')]).toEqual([400, 'hit'])
    expect(await badAgain.json()).toEqual({ mask: ['Введите корректную маску номера.'] })
  })

  it('never gives one site’s links to another', async () => {
    // fetch may not set Host; the app is asked directly, as a request to that host would ask it.
    const ask = async (host: string) =>
      (await server.app.inject({ url: '/api/catalog/numbers/?page_size=1', headers: { host } })).json() as { results: { host_url: string }[] }
    const local = await ask('localhost')
    const loopback = await ask('127.0.0.1')
    expect(local.results[0]!.host_url).toBe('http://localhost')
    expect(loopback.results[0]!.host_url).toBe('http://127.0.0.1')
  })
})
