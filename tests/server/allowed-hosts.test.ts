// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hostName } from '../../server/http/allowed-hosts'
import { loadConfig } from '../../server/config'
import { serveForTests } from './helpers'

describe('allowed hosts (Django ALLOWED_HOSTS)', () => {
  const server = serveForTests({ env: { NODE_ENV: 'test' } })
  const ask = (host: string, url = '/api/catalog/numbers/?page_size=1') => server.app.inject({ url, headers: { host } })

  it('answers 400 to a foreign Host, and never builds its links from it', async () => {
    for (const host of ['evil.example', 'evil.example:8000', '127.0.0.1.evil.example', 'localhost@evil.example']) {
      const response = await ask(host)
      expect(response.statusCode, host).toBe(400)
      expect(response.body).not.toContain('evil')
    }
    expect((await ask('evil.example', '/')).statusCode).toBe(400)
  })

  it('answers the address it listens on and localhost, with any port', async () => {
    for (const host of ['127.0.0.1:8000', 'localhost', 'LOCALHOST:3000', '[::1]:8000']) {
      const response = await ask(host)
      expect(response.statusCode, host).toBe(200)
      expect((response.json() as { results: { host_url: string }[] }).results[0]!.host_url).toBe(`http://${host}`)
    }
  })

  it('reads ALLOWED_HOSTS, and * allows any', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['127.0.0.1', 'localhost', '127.0.0.1', '[::1]'])
    expect(loadConfig({ HOST: '::' }).allowedHosts[0]).toBe('[::]')
    expect(loadConfig({ ALLOWED_HOSTS: 'shop.example, www.shop.example' }).allowedHosts).toEqual(['shop.example', 'www.shop.example'])
    expect(hostName('[::1]:8000')).toBe('[::1]')
    expect(hostName('a b')).toBeNull()
  })
})

describe('ALLOWED_HOSTS=*', () => {
  const server = serveForTests({ env: { NODE_ENV: 'test', ALLOWED_HOSTS: '*' } })
  it('answers any host', async () => {
    expect((await server.app.inject({ url: '/api/cart/', headers: { host: 'shop.example' } })).statusCode).toBe(200)
  })
})
