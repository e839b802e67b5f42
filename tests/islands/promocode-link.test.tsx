import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import PromocodeLink from '../../islands/promocode-link/PromocodeLink'
import { resetCart } from '../../shared/stores'
import { Toast } from '../../shared/ui/Toast'
import { json } from '../api/fetch-stub'
import { fakeCartServer } from '../stores/fake-cart-server'

/** The fake cart server, knowing one promocode. */
function serverWithPromocode() {
  return fakeCartServer([], (request) => {
    if (request.method !== 'PUT' || request.url !== '/api/cart/promocode/') return undefined
    const { code } = request.body as { code: string }
    return code === 'WELCOME500'
      ? json(200, { code, discount: '500.00', currency: { id: 1, name: 'Рубль', site_symbol: '₽' } })
      : json(400, { code: ['Промокод не действует'] })
  })
}

const START = location.href
beforeEach(() => {
  resetCart()
  document.cookie = 'csrftoken=tok; path=/'
})
afterEach(() => {
  history.replaceState(null, '', START)
  vi.unstubAllGlobals()
})

describe('promocode link (spec §4, §8)', () => {
  it('applies the code from the address, says so in a toast and drops the parameter', async () => {
    const server = serverWithPromocode()
    history.replaceState(null, '', '/numbers/?promocode=WELCOME500&page=2')
    render(<PromocodeLink />)
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent('Промокод применен')
    expect(toast).toHaveTextContent('Вы можете найти его в корзине при оформлении заказа')
    expect([location.pathname + location.search, server.lines()]).toEqual([
      '/numbers/?page=2',
      ['PUT /api/cart/promocode/ {"code":"WELCOME500"}', 'GET /api/cart/'],
    ])
  })

  it('says the code no longer works when the server refuses it', async () => {
    serverWithPromocode()
    history.replaceState(null, '', '/?promocode=NOPE')
    render(<PromocodeLink />)
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent('Промокод не действует')
    expect(toast).toHaveTextContent('Вы перешли по ссылке на промокод, но он больше не действует')
    expect(location.search).toBe('')
  })

  it('reads the parameter named by the host', async () => {
    const server = serverWithPromocode()
    history.replaceState(null, '', '/?code=WELCOME500')
    render(<PromocodeLink promocodeParam="code" />)
    expect(await screen.findByRole('status')).toHaveTextContent('Промокод применен')
    expect(server.lines()[0]).toBe('PUT /api/cart/promocode/ {"code":"WELCOME500"}')
  })

  it("shows the outcome of the server's own /promocode/{code}/ redirect without a request", async () => {
    const server = serverWithPromocode()
    history.replaceState(null, '', '/?promocode_status=invalid')
    render(<PromocodeLink />)
    expect(await screen.findByRole('status')).toHaveTextContent('Промокод не действует')
    expect([location.search, server.lines()]).toEqual(['', []])
  })

  it('does nothing without the parameter', () => {
    const server = serverWithPromocode()
    history.replaceState(null, '', '/?page=2')
    render(<PromocodeLink />)
    expect([screen.queryByRole('status'), server.lines(), location.search]).toEqual([null, [], '?page=2'])
  })

  it('closes the toast with its close button', async () => {
    serverWithPromocode()
    history.replaceState(null, '', '/?promocode=WELCOME500')
    render(<PromocodeLink />)
    await screen.findByRole('status')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('toast', () => {
  it('hides itself after its timeout', async () => {
    const onClose = vi.fn()
    render(<Toast title="Промокод применен" onClose={onClose} timeout={20} />)
    expect(screen.getByRole('status')).toHaveTextContent('Промокод применен')
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
