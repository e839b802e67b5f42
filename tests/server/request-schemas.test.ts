// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, postJson, serveForTests } from './helpers'

/**
 * Every route declares a schema of its request (server/http/request-schemas.ts), which Fastify
 * checks; none may answer in the handler's place: what the handlers tolerate or answer with
 * spec §7's errors still reaches them.
 */
const server = serveForTests()
const jar = new CookieJar()
const EMAIL_REQUIRED = { email: ['Пожалуйста, заполните это поле'] }

beforeAll(async () => {
  await jar.fetch(`${server.url}/api/cart/`) // the csrftoken cookie
})

describe('route schemas leave the answers to the handlers', () => {
  it('passes odd and repeated query values on, and the handler answers them', async () => {
    expect((await fetch(`${server.url}/star-numbers/index/?price_max=xxxxxxxxxxxx`)).status).toBe(200)
    expect((await fetch(`${server.url}/api/catalog/numbers/?a=1&a=2`)).status).toBe(200)
    const repeated = await fetch(`${server.url}/api/catalog/numbers/?page=2&page=3`)
    expect([repeated.status, await repeated.json()]).toEqual([400, { page: ['Введите целое число больше нуля.'] }])
  })

  it('passes an empty or non-numeric path parameter on: the 404 of spec §7', async () => {
    for (const path of ['/api/orders/x/', '/api/orders//']) {
      const response = await fetch(`${server.url}${path}`)
      expect([response.status, await response.json()], path).toEqual([404, { detail: 'Не найдено.' }])
    }
    expect((await fetch(`${server.url}/order/result//`)).status).toBe(404)
  })

  it('passes a JSON body of any shape, and no body at all, on: the field errors of spec §7', async () => {
    const url = `${server.url}/api/email-suggestions/`
    for (const body of [[], 'a@b.ru', 1, null, {}]) {
      const response = await postJson(jar, url, body)
      expect([response.status, await response.json()], JSON.stringify(body)).toEqual([400, EMAIL_REQUIRED])
    }
    const none = await jar.fetch(url, { method: 'POST', headers: { 'x-csrftoken': jar.get('csrftoken') ?? '' } })
    expect([none.status, await none.json()]).toEqual([400, EMAIL_REQUIRED])
  })
})
