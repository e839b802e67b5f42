import { request as playwrightRequest } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'
import { startServer } from './server'
import { PICKUP_ORDER } from '../tests/pickup-order'

test('an order survives the server being killed with SIGKILL and started again', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-durability-'))
  const dbPath = path.join(dir, 'store.sqlite3')
  let server = await startServer({ dbPath })
  const shopper = await playwrightRequest.newContext({ baseURL: server.url })
  try {
    await shopper.get('/api/cart/')
    const csrf = (await shopper.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value
    const headers = { 'X-CSRFToken': csrf }
    expect((await shopper.post('/api/cart/items/', { data: { tariff: 1 }, headers })).status()).toBe(201)
    const placed = await shopper.post('/api/orders/', {
      headers,
      data: PICKUP_ORDER,
    })
    expect(placed.status()).toBe(201)
    const { url } = (await placed.json()) as { url: string }
    const id = url.match(/\/order\/result\/(\d+)\//)![1]

    // No graceful close: the process dies at once, as in a crash or an OOM kill.
    server.process.kill('SIGKILL')
    await new Promise((resolve) => server.process.once('exit', resolve))
    server = await startServer({ dbPath })

    const again = await playwrightRequest.newContext({ baseURL: server.url, storageState: await shopper.storageState() })
    const order = await again.get(`/api/orders/${id}/`)
    expect(order.status()).toBe(200)
    expect(await order.json()).toMatchObject({ client_name: 'Анна Смирнова' })
    expect(await (await again.get(url)).text()).toContain('Анна Смирнова')
    await again.dispose()
  } finally {
    await shopper.dispose()
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
