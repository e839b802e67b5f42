// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suggestEmails } from '../../server/email/suggest'
import { CookieJar, makeSandbox, postJson, startServer, type RunningServer } from './helpers'

describe('e-mail suggestions', () => {
  it('completes a domain being typed and corrects a likely typo', () => {
    expect(suggestEmails('ivan@gm')).toEqual(['ivan@gmail.com'])
    expect(suggestEmails('ivan@gmial.com')).toEqual(['ivan@gmail.com'])
    expect(suggestEmails('Anna@yandex.r')).toEqual(['anna@yandex.ru'])
    expect(suggestEmails('ivan@mail.ru')).toEqual([])
    expect(suggestEmails('ivan')).toEqual([])
  })

  describe('POST /api/email-suggestions/', () => {
    const sandbox = makeSandbox()
    let server: RunningServer
    beforeAll(async () => {
      server = await startServer(sandbox)
    })
    afterAll(async () => {
      await server.close()
      sandbox.remove()
    })

    it('answers suggestions with the CSRF header and 403 without it', async () => {
      const jar = new CookieJar()
      await jar.fetch(`${server.url}/api/cart/`)
      const response = await postJson(jar, `${server.url}/api/email-suggestions/`, { email: 'ivan@yandx.ru' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ suggestions: ['ivan@yandex.ru'] })
      const refused = await fetch(`${server.url}/api/email-suggestions/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@b"}',
      })
      expect(refused.status).toBe(403)
    })
  })
})
