import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CartButton from '../../islands/cart-button/CartButton'
import { islands } from '../../islands/index'
import { startIslands } from '../../shared/runtime/runtime'
import { $cart, findCartItem, loadCart, removeFromCart, resetCart } from '../../shared/stores'
import { json } from '../api/fetch-stub'
import { item } from '../stores/cart-fixtures'
import { fakeCartServer } from '../stores/fake-cart-server'

const MAX = 'Слишком много элементов в корзине. Нельзя положить больше!'

/** A promise the test settles by hand, to look at the button mid-request. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** Makes every POST wait for `gate` before it reaches the fake server. */
function holdPosts(gate: Promise<void>) {
  const inner = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'POST') await gate
    return inner(input, init)
  })
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
beforeEach(() => {
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cart add button (spec §4, §8)', () => {
  it('shows a spinner while adding, then Оформить, and a further click goes to the cart page', async () => {
    const gate = deferred<void>()
    const server = fakeCartServer()
    holdPosts(gate.promise)
    render(<CartButton number={42} rentPeriod={6} providerMaskFilter="777" label="В корзину" />)
    const button = screen.getByRole('button', { name: 'В корзину' })
    expect(button).not.toHaveAttribute('aria-disabled')

    await userEvent.click(button)
    expect(screen.getByRole('button', { name: 'Загрузка' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true')
    gate.resolve()

    expect(await screen.findByRole('button', { name: 'Оформить' })).not.toHaveAttribute('aria-disabled')
    await userEvent.click(screen.getByRole('button', { name: 'Оформить' }))
    expect([server.lines()[0], assign.mock.calls]).toEqual([
      'POST /api/cart/items/ {"number":42,"sim_type":4,"rent_period":6,"number_provider_mask_filter":"777"}',
      [[`${location.origin}/order/`]],
    ])
  })

  it('sends only the tariff or the device for those cards', async () => {
    const server = fakeCartServer()
    render(
      <>
        <CartButton tariff={9} />
        <CartButton device={7} />
      </>,
    )
    const [tariff, device] = screen.getAllByRole('button', { name: 'В корзину' })
    await userEvent.click(tariff!)
    await screen.findByRole('button', { name: 'Оформить' })
    await userEvent.click(device!)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Оформить' })).toHaveLength(2))
    expect(server.lines().filter((line) => line.startsWith('POST'))).toEqual([
      'POST /api/cart/items/ {"tariff":9}',
      'POST /api/cart/items/ {"device":7}',
    ])
  })

  it('gets its label back but stays disabled when the add fails; further clicks send nothing', async () => {
    const server = fakeCartServer([], (request) => (request.method === 'POST' ? json(500, { detail: 'Ошибка сервера' }) : undefined))
    render(<CartButton tariff={9} label="Подключить" />)
    await userEvent.click(screen.getByRole('button', { name: 'Подключить' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Подключить' })).toHaveAttribute('aria-disabled', 'true'))
    await userEvent.click(screen.getByRole('button', { name: 'Подключить' }))
    expect([server.lines().filter((line) => line.startsWith('POST')), assign.mock.calls]).toEqual([['POST /api/cart/items/ {"tariff":9}'], []])
  })

  it('keeps the keyboard focus from the click to «Оформить»', async () => {
    fakeCartServer()
    render(<CartButton tariff={9} label="Подключить" />)
    const button = screen.getByRole('button', { name: 'Подключить' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Оформить' })).toHaveFocus()
  })

  it('alerts at the maximum and returns to its label', async () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    fakeCartServer([], (request) =>
      request.method === 'POST' ? json(400, { non_field_errors: [MAX], code: 'max_items' }) : undefined,
    )
    render(<CartButton device={7} />)
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MAX))
    expect(screen.getByRole('button', { name: 'В корзину' })).not.toHaveAttribute('aria-disabled')
  })

  it('goes to the cart page when the server says the item is already in the cart', async () => {
    fakeCartServer([], (request) =>
      request.method === 'POST' ? json(400, { non_field_errors: ['Этот товар уже в корзине.'], code: 'already_in_cart' }) : undefined,
    )
    render(<CartButton number={42} cartUrl="/order/" />)
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/order/`))
  })

  it('reads Оформить and goes to the cart page without a request when the store holds the item', async () => {
    const server = fakeCartServer([item(1, { tariff: 9 })])
    await loadCart()
    render(<CartButton tariff={9} />)
    await userEvent.click(screen.getByRole('button', { name: 'Оформить' }))
    expect([server.lines(), assign.mock.calls]).toEqual([['GET /api/cart/'], [[`${location.origin}/order/`]]])
  })

  it('returns to its label when the item is removed from the cart elsewhere', async () => {
    fakeCartServer()
    render(<CartButton number={42} />)
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    await screen.findByRole('button', { name: 'Оформить' })
    const added = findCartItem($cart.get(), { number: 42 })!
    await act(() => removeFromCart(added.id))
    expect(screen.getByRole('button', { name: 'В корзину' })).not.toHaveAttribute('aria-disabled')
  })

  it('stays inactive with the server link and one warning when the host names nothing to add', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    document.body.innerHTML = '<div data-island="cart-button" data-label="В корзину"><a href="/order/">В корзину</a></div>'
    const stop = startIslands({ 'cart-button': islands['cart-button']! })
    const host = document.querySelector('[data-island]')
    expect(host).toHaveAttribute('data-island-state', 'inactive')
    expect(warn).toHaveBeenCalledWith('[islands] "cart-button": needs data-number or data-tariff or data-device; the island stays inactive.', host)
    expect(screen.getByRole('link', { name: 'В корзину' })).toHaveAttribute('href', '/order/')
    stop()
  })
})
