import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import relatedDevices from '../../islands/related-devices'
import RelatedDevices, { parseIds } from '../../islands/related-devices/RelatedDevices'
import { dataAttrName } from '../../shared/runtime/attributes'
import { loadCart, resetCart } from '../../shared/stores'
import { json } from '../api/fetch-stub'
import { fixtureHTML } from '../fixture'
import { item } from '../stores/cart-fixtures'
import { fakeCartServer } from '../stores/fake-cart-server'

const MAX = 'Слишком много элементов в корзине. Нельзя положить больше!'
const LABEL = 'Добавить все устройства в корзину'

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
beforeEach(() => {
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('related-devices contract', () => {
  it('the tariff page carries the island with its device ids', () => {
    const host = /<div[^>]*data-island="related-devices"[^>]*>/.exec(fixtureHTML('pages/catalog/tariff.html'))?.[0] ?? ''
    expect(host).toContain(`${dataAttrName('devices')}="{{ device_ids }}"`)
    expect(Object.keys(relatedDevices.schema)).toEqual(['devices', 'cartUrl', 'label'])
  })

  it('reads comma-separated ids, dropping blanks, junk and repeats', () => {
    expect(parseIds(' 3, 4,,x,4, 0, 12')).toEqual([3, 4, 12])
  })
})

describe('related-devices button (spec §4)', () => {
  it('adds the devices not yet in the cart one after another, with a spinner, then leads to the cart', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const server = fakeCartServer([item(1, { device: 2 })])
    await loadCart()
    // The first POST waits for `release`, to look at the button mid-request.
    const inner = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method === 'POST') await gate
      return inner(input, init)
    })
    render(<RelatedDevices devices="1,2,3" label={LABEL} />)
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    const busy = screen.getByRole('button', { name: 'Добавляем устройства в корзину' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy).toHaveAttribute('aria-busy', 'true')
    release()

    const checkout = await screen.findByRole('button', { name: 'Оформить' })
    await userEvent.click(checkout)
    expect(assign).toHaveBeenCalledWith(`${location.origin}/order/`)
    expect(server.lines().filter((l) => !l.startsWith('GET'))).toEqual([
      'POST /api/cart/items/ {"device":1}',
      'POST /api/cart/items/ {"device":3}',
    ])
    // One after another: each POST waits for the cart to reload after the previous one.
    expect(server.lines().slice(1).map((l) => l.split(' ')[0])).toEqual(['POST', 'GET', 'POST', 'GET'])
  })

  it('says Оформить when every device is in the cart already', async () => {
    fakeCartServer([item(1, { device: 5 }), item(2, { device: 6 })])
    await loadCart()
    render(<RelatedDevices devices="5,6" />)
    expect(screen.getByRole('button', { name: 'Оформить' })).not.toHaveAttribute('aria-disabled')
  })

  it('stops at the cart maximum with the alert and returns to its label', async () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    const server = fakeCartServer([], (request) =>
      request.method === 'POST' && (request.body as { device: number }).device === 8
        ? json(400, { non_field_errors: [MAX], code: 'max_items' })
        : undefined,
    )
    render(<RelatedDevices devices="7,8,9" />)
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MAX))
    expect(await screen.findByRole('button', { name: LABEL })).not.toHaveAttribute('aria-disabled')
    expect(server.lines().filter((l) => l.startsWith('POST'))).toEqual([
      'POST /api/cart/items/ {"device":7}',
      'POST /api/cart/items/ {"device":8}',
    ])
  })

  it('on a failure keeps the label, stays disabled and says not every device was added', async () => {
    fakeCartServer([], (request) => (request.method === 'POST' ? json(500, { detail: 'Ошибка' }) : undefined))
    render(<RelatedDevices devices="7" />)
    await userEvent.click(screen.getByRole('button', { name: LABEL }))
    expect(await screen.findByRole('status')).toHaveTextContent('Не все устройства удалось добавить')
    expect(screen.getByRole('button', { name: LABEL })).toHaveAttribute('aria-disabled', 'true')
  })

  it('without ids warns once, naming the island and the value, and stays disabled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<RelatedDevices devices="x" />)
    expect(screen.getByRole('button', { name: LABEL })).toHaveAttribute('aria-disabled', 'true')
    expect(warn.mock.calls).toEqual([['[related-devices] data-devices="x" holds no device ids; the button stays disabled']])
  })
})
