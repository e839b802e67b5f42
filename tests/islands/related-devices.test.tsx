import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import relatedDevices from '../../islands/related-devices'
import { parseIds } from '../../islands/related-devices/RelatedDevices'
import { addToCart } from '../../shared/stores/cart'
import { apiRequest, fixtureHTML, loadFixture, logRequests, referenceResponse, useReferenceServer } from '../../testing'

const server = useReferenceServer()
const MAX = 'Слишком много элементов в корзине. Нельзя положить больше!'
const LABEL = 'Добавить все устройства в корзину'
const posts = (sent: string[]) => sent.filter((line) => line.startsWith('POST'))

describe('related-devices contract', () => {
  it('the tariff page carries the island with the ids of its related devices', () => {
    // The first tariff has internet: a modem and a router (server/routes/catalog-pages.ts).
    expect(fixtureHTML('related-devices.html')).toMatch(/data-island="related-devices" data-devices="3,4"/)
    expect(Object.keys(relatedDevices.schema)).toEqual(['devices', 'cartUrl', 'label'])
  })

  it('reads comma-separated ids, dropping blanks, junk and repeats', () => {
    expect(parseIds(' 3, 4,,x,4, 0, 12')).toEqual([3, 4, 12])
  })
})

describe('related-devices button (spec §4)', () => {
  it('adds the devices one after another, with a spinner, then leads to the cart', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    // The first POST waits for `release`, to look at the button mid-request.
    server.use(
      http.post('/api/cart/items/', async ({ request }) => {
        await gate
        return referenceResponse(request)
      }),
    )
    const page = await loadFixture('related-devices.html')
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    const busy = screen.getByRole('button', { name: 'Добавляем устройства в корзину' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy).toHaveAttribute('aria-busy', 'true')
    release()

    const checkout = await screen.findByRole('button', { name: 'Оформить' })
    await userEvent.click(checkout)
    expect(page.navigations).toEqual([{ type: 'assign', url: `${location.origin}/order/` }])
    // One after another: each POST waits for the cart to reload after the previous one.
    expect(sent).toEqual(['POST /api/cart/items/ {"device":3}', 'GET /api/cart/', 'POST /api/cart/items/ {"device":4}', 'GET /api/cart/'])
  })

  it('adds only the devices not yet in the cart', async () => {
    await loadFixture('related-devices.html')
    await act(() => addToCart({ device: 3 }))
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    await screen.findByRole('button', { name: 'Оформить' })
    expect(posts(sent)).toEqual(['POST /api/cart/items/ {"device":4}'])
  })

  it('says Оформить when every device is in the cart already', async () => {
    await loadFixture('related-devices.html')
    await act(() => addToCart({ device: 3 }))
    await act(() => addToCart({ device: 4 }))
    expect(screen.getByRole('button', { name: 'Оформить' })).not.toHaveAttribute('aria-disabled')
  })

  it('goes to the cart when the server holds every device already (added in another tab)', async () => {
    const page = await loadFixture('related-devices.html')
    for (const device of [3, 4]) expect((await apiRequest('POST', '/api/cart/items/', { device })).status).toBe(201)
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    await waitFor(() => expect(page.navigations).toEqual([{ type: 'assign', url: `${location.origin}/order/` }]))
    // The refused add reloads the cart, which then shows the router too: it is not asked for.
    expect(posts(sent)).toEqual(['POST /api/cart/items/ {"device":3}'])
  })

  it('stops at the cart maximum with the alert and returns to its label', async () => {
    const page = await loadFixture('related-devices.html')
    // Nine items: the modem is the tenth the reference server takes (CART_MAX_ITEMS), the router one too many.
    for (let tariff = 1; tariff <= 9; tariff++) await act(() => addToCart({ tariff }))
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    await waitFor(() => expect(page.alerts).toEqual([MAX]))
    expect(await screen.findByRole('button', { name: LABEL })).not.toHaveAttribute('aria-disabled')
    expect(posts(sent)).toEqual(['POST /api/cart/items/ {"device":3}', 'POST /api/cart/items/ {"device":4}'])
  })

  it('on a failure keeps the label, stays disabled and says not every device was added', async () => {
    server.use(http.post('/api/cart/items/', () => HttpResponse.json({ detail: 'Ошибка' }, { status: 500 })))
    await loadFixture('related-devices.html')
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    expect(await screen.findByRole('status')).toHaveTextContent('Не все устройства удалось добавить')
    expect(screen.getByRole('button', { name: LABEL })).toHaveAttribute('aria-disabled', 'true')
  })

  it('without ids warns once, naming the island and the value, and stays disabled', async () => {
    const page = await loadFixture(fixtureHTML('related-devices.html').replace('data-devices="3,4"', 'data-devices="x"'))
    expect(screen.getByRole('button', { name: LABEL })).toHaveAttribute('aria-disabled', 'true')
    expect(page.warnings).toEqual(['[related-devices] data-devices="x" holds no device ids; the button stays disabled'])
  })
})
