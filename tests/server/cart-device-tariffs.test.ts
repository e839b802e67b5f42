// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Cart, CartItem, Paged, Tariff } from '../../shared/api/types'
import { CookieJar, postJson, serveForTests } from './helpers'

const server = serveForTests()

/** A visitor with the csrftoken cookie and one device line in the cart. */
async function visitorWithDevice(): Promise<{ jar: CookieJar; line: CartItem }> {
  const jar = new CookieJar()
  await jar.fetch(`${server.url}/api/cart/`)
  const added = await postJson(jar, `${server.url}/api/cart/items/`, { device: 1 })
  expect(added.status).toBe(201)
  return { jar, line: (await added.json()) as CartItem }
}
const expanded = async (jar: CookieJar) =>
  ((await (await jar.fetch(`${server.url}/api/cart/?expand=suitable_numbers,suitable_tariffs`)).json()) as Cart).items[0]!
const ids = (tariffs: readonly Tariff[] | undefined) => (tariffs ?? []).map((tariff) => tariff.id)

describe('suitable tariffs of a device line (spec §3 cart item, §7 /api/device-suitable-tariffs/{id}/)', () => {
  it('expand gives a device line the first page of its suitable tariffs, and the list continues on its page 2', async () => {
    const { jar } = await visitorWithDevice()
    const line = await expanded(jar)
    expect(line.suitable_tariffs).toHaveLength(5)
    expect(line.tariffs_has_next).toBe(true)

    const list = (page: number, size: number) => jar.fetch(`${server.url}/api/device-suitable-tariffs/1/?page=${page}&page_size=${size}`)
    const first = (await (await list(1, 10)).json()) as Paged<Tariff>
    const second = (await (await list(2, 5)).json()) as Paged<Tariff>
    expect([...ids(line.suitable_tariffs), ...ids(second.results)]).toEqual(ids(first.results))
  })

  it('attaches a tariff to a device line with {tariff} and detaches it with {tariff: null}', async () => {
    const { jar, line } = await visitorWithDevice()
    const [tariff] = (await expanded(jar)).suitable_tariffs ?? []
    const put = (body: unknown) =>
      jar.fetch(`${server.url}/api/cart/items/${line.id}/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
        body: JSON.stringify(body),
      })

    expect((await put({ tariff: tariff!.id })).status).toBe(200)
    const attached = await expanded(jar)
    expect([attached.device?.id, attached.tariff?.id]).toEqual([1, tariff!.id])

    expect((await put({ tariff: null })).status).toBe(200)
    const detached = await expanded(jar)
    expect([detached.device?.id, detached.tariff]).toEqual([1, null])
  })
})
