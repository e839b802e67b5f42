import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiRequest, fixtureHTML, loadFixture, loadPage, logRequests, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
const MAX = 'Слишком много элементов в корзине. Нельзя положить больше!'
const ORDER = `${location.origin}/order/`

/** A promise the test settles by hand, to look at the button mid-request. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}
/** The reference server's cart of this visitor (spec §3 Cart: what the tests read of it). */
const serverCart = async () =>
  (await apiRequest<{ items: { number: { id: number } | null; rent_period: number | null }[] }>('GET', '/api/cart/')).data
/**
 * The numbers catalogue as the server renders it now, for this visitor's cart: the header's cart
 * control (which loads the cart when it holds items) and the card of number 1.
 */
const catalogueWithHeaderCart = () =>
  loadPage('/numbers/', { keep: ['[data-island="cart-summary"]', '[data-catalog-list] [role="listitem"]:first-child'] })
/** An add from elsewhere (another tab): this page's store does not see it. */
const elsewhere = (body: Record<string, unknown>) => apiRequest('POST', '/api/cart/items/', body)
/**
 * The catalogue with the card of number 5 (rentable in the seed) carrying a rent period and a
 * provider mask filter, as a Django card of the rent catalogue would (the reference templates write neither).
 */
const rentedCatalogue = () =>
  fixtureHTML('catalog-numbers.html').replace('data-number="5" ', 'data-number="5" data-rent-period="6" data-provider-mask-filter="777" ')
const rentedCard = () => within(screen.getByRole('heading', { name: '+7 (916) 318-77-55' }).closest<HTMLElement>('[role="listitem"]')!)

describe('cart add button (spec §4, §8)', () => {
  it('shows a spinner while adding, then Оформить, and a further click goes to the cart page', async () => {
    const gate = deferred()
    server.use(
      http.post('/api/cart/items/', async ({ request }) => {
        await gate.promise
        return referenceResponse(request)
      }),
    )
    const page = await loadFixture(rentedCatalogue())
    const sent = logRequests(server)
    const card = rentedCard()
    const button = card.getByRole('button', { name: 'В корзину' })
    expect(button).not.toHaveAttribute('aria-disabled')

    await userEvent.click(button)
    expect(card.getByRole('button', { name: 'Загрузка' })).toHaveAttribute('aria-disabled', 'true')
    expect(card.getByRole('button')).toHaveAttribute('aria-busy', 'true')
    gate.resolve()

    expect(await card.findByRole('button', { name: 'Оформить' })).not.toHaveAttribute('aria-disabled')
    await userEvent.click(card.getByRole('button', { name: 'Оформить' }))
    expect([sent[0], page.navigations]).toEqual([
      'POST /api/cart/items/ {"number":5,"sim_type":4,"rent_period":6,"number_provider_mask_filter":"777"}',
      [{ type: 'assign', url: ORDER }],
    ])
    expect((await serverCart()).items.map((item) => [item.number?.id, item.rent_period])).toEqual([[5, 6]])
  })

  it('sends only the tariff or the device for those cards', async () => {
    await loadFixture('tariff-page.html')
    const sent = logRequests(server)
    const tariff = within(screen.getByRole('heading', { level: 1, name: 'Тариф «Безлимит Плюс»' }).closest('article')!)
    await userEvent.click(tariff.getByRole('button', { name: 'В корзину' }))
    await tariff.findByRole('button', { name: 'Оформить' })
    const devices = within(screen.getByRole('region', { name: 'Подходящие устройства' }))
    await userEvent.click(devices.getAllByRole('button', { name: 'В корзину' })[0]!)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Оформить' })).toHaveLength(2))
    expect(sent.filter((line) => line.startsWith('POST'))).toEqual(['POST /api/cart/items/ {"tariff":1}', 'POST /api/cart/items/ {"device":3}'])
  })

  it('gets its label back but stays disabled when the add fails; further clicks send nothing', async () => {
    server.use(http.post('/api/cart/items/', () => HttpResponse.json({ detail: 'Ошибка сервера' }, { status: 500 })))
    const page = await loadFixture('cart-button.html')
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'В корзину' })).toHaveAttribute('aria-disabled', 'true'))
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    expect([sent.filter((line) => line.startsWith('POST')), page.navigations]).toEqual([['POST /api/cart/items/ {"number":1,"sim_type":4}'], []])
  })

  it('keeps the keyboard focus from the click to «Оформить»', async () => {
    await loadFixture('cart-button.html')
    const button = screen.getByRole('button', { name: 'В корзину' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Оформить' })).toHaveFocus()
  })

  it('alerts at the maximum of the cart, as the server refuses the eleventh item, and returns to its label', async () => {
    const page = await loadFixture('cart-button.html')
    // Ten items (CART_MAX_ITEMS of the reference server) put in the cart in another tab.
    for (let tariff = 1; tariff <= 10; tariff++) expect((await elsewhere({ tariff })).status).toBe(201)
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    await waitFor(() => expect(page.alerts).toEqual([MAX]))
    expect(screen.getByRole('button', { name: 'В корзину' })).not.toHaveAttribute('aria-disabled')
  })

  it('goes to the cart page when the server says the item is already in the cart', async () => {
    const page = await loadFixture('cart-button.html')
    // Added in another tab: this page's store does not know it, the server does.
    await elsewhere({ number: 1, sim_type: 4 })
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    await waitFor(() => expect(page.navigations).toEqual([{ type: 'assign', url: ORDER }]))
  })

  it('reads Оформить and goes to the cart page without a request when the page knows the cart holds the item', async () => {
    // In the cart before the page was opened: the header's cart control loads the cart.
    expect((await elsewhere({ number: 1, sim_type: 4 })).status).toBe(201)
    const page = await catalogueWithHeaderCart()
    const card = within(screen.getByRole('heading', { name: '+7 (915) 624-28-09' }).closest<HTMLElement>('[role="listitem"]')!)
    const checkout = await card.findByRole('button', { name: 'Оформить' })
    const sent = logRequests(server)
    await userEvent.click(checkout)
    expect([sent, page.navigations]).toEqual([[], [{ type: 'assign', url: ORDER }]])
  })

  it('returns to its label when the item is removed from the cart elsewhere on the page (the header cart)', async () => {
    await catalogueWithHeaderCart()
    const card = within(screen.getByRole('heading', { name: '+7 (915) 624-28-09' }).closest<HTMLElement>('[role="listitem"]')!)
    await userEvent.click(card.getByRole('button', { name: 'В корзину' }))
    await card.findByRole('button', { name: 'Оформить' })
    await userEvent.click(screen.getByRole('button', { name: /^Корзина/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Удалить +7 (915) 624-28-09' }))
    await waitFor(() => expect(card.getByRole('button', { name: 'В корзину' })).not.toHaveAttribute('aria-disabled'))
    expect((await serverCart()).items).toEqual([])
  })

  it('stays inactive with the server link and one warning when the host names nothing to add', async () => {
    const page = await loadFixture(fixtureHTML('cart-button.html').replace('data-number="1" ', ''))
    const warning = '[islands] "cart-button": needs data-number or data-tariff or data-device; the island stays inactive.'
    expect(page.hostsOf('cart-button')).toEqual([expect.objectContaining({ state: 'inactive', warning })])
    expect(page.warnings).toEqual([warning])
    expect(screen.getByRole('link', { name: 'В корзину' })).toHaveAttribute('href', `${location.origin}/mts/number/79156242809.html`)
  })
})
