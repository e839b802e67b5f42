// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Tariff } from '../../shared/api/types'
import { CookieJar, postJson, serveForTests } from './helpers'

const server = serveForTests()

/** A visitor with the csrftoken cookie and the first tariff in the cart. */
async function shopper(): Promise<CookieJar> {
  const jar = new CookieJar()
  await jar.fetch(`${server.url}/api/cart/`)
  const { results } = (await (await jar.fetch(`${server.url}/api/catalog/tariffs/?page_size=1`)).json()) as { results: Tariff[] }
  expect((await postJson(jar, `${server.url}/api/cart/items/`, { tariff: results[0]!.id })).status).toBe(201)
  return jar
}

/** Tomorrow in the form's d.m.Y, a day the courier may come. */
function tomorrow(): string {
  const day = new Date(Date.now() + 24 * 3600 * 1000)
  return [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('.') + `.${day.getFullYear()}`
}

/** A plain (no-script) post of the order form: a courier order (else a pick-up one), with the flag boxes given checked. */
async function postOrderForm(jar: CookieJar, flags: string[], delivery: 'courier' | 'pickup' = 'courier') {
  const body = new URLSearchParams({
    csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
    client_name: 'Иван Петров',
    client_email: 'ivan@example.com',
    client_phones_1: '+7 (912) 345-67-89',
    city: 'Казань',
    payment_type: 'cash',
    ...(delivery === 'courier'
      ? {
          delivery_type: '1',
          delivery_city: 'Казань',
          delivery_address: 'ул. Баумана, д. 1',
          delivery_date: tomorrow(),
          delivery_time_from: '10:00',
          delivery_time_to: '18:00',
        }
      : { delivery_type: '2' }),
  })
  for (const flag of flags) body.append('flags', flag)
  return jar.fetch(`${server.url}/order/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
}

describe('order flags (spec §3 order request `flags`)', () => {
  it('the order form offers «Позвонить перед доставкой» as a flag box', async () => {
    const html = await (await (await shopper()).fetch(`${server.url}/order/`)).text()
    expect(html).toMatch(
      /<input type="checkbox" id="order-flag-call_before" name="flags" value="call_before" data-order-flag>\s*<label for="order-flag-call_before">Позвонить перед доставкой<\/label>/,
    )
  })

  it('a plain form post stores the checked flag, shows it on the result page, and stores false when unchecked', async () => {
    const jar = await shopper()
    const placed = await postOrderForm(jar, ['call_before'])
    expect(placed.status).toBe(303)
    const url = placed.headers.get('location') ?? ''
    const id = /^\/order\/result\/(\d+)\/$/.exec(url)?.[1]
    expect((await (await jar.fetch(`${server.url}/api/orders/${id}/`)).json()).flags).toEqual({ call_before: true })
    expect(await (await jar.fetch(`${server.url}${url}`)).text()).toContain('<dt>Пожелания</dt><dd>Позвонить перед доставкой</dd>')

    const other = await shopper()
    const plain = (await postOrderForm(other, [])).headers.get('location') ?? ''
    const plainId = /(\d+)\/$/.exec(plain)?.[1]
    expect((await (await other.fetch(`${server.url}/api/orders/${plainId}/`)).json()).flags).toEqual({ call_before: false })
    expect(await (await other.fetch(`${server.url}${plain}`)).text()).not.toContain('Пожелания')
  })

  it('a pick-up order stores no courier wish, even when its hidden box was posted checked', async () => {
    const jar = await shopper()
    const placed = await postOrderForm(jar, ['call_before'], 'pickup')
    expect(placed.status).toBe(303)
    const url = placed.headers.get('location') ?? ''
    const id = /(\d+)\/$/.exec(url)?.[1]
    expect((await (await jar.fetch(`${server.url}/api/orders/${id}/`)).json()).flags).toEqual({})
    expect(await (await jar.fetch(`${server.url}${url}`)).text()).not.toContain('Пожелания')
  })

  it('keeps the box checked when the form comes back with errors', async () => {
    const jar = await shopper()
    const body = new URLSearchParams({ csrfmiddlewaretoken: jar.get('csrftoken') ?? '', client_name: 'Я', delivery_type: '2', flags: 'call_before' })
    const bad = await jar.fetch(`${server.url}/order/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('value="call_before" data-order-flag checked>')
  })
})
