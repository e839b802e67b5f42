import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiRequest, fixtureHTML, loadFixture, logRequests, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
const MAX = 'Слишком много элементов в корзине. Нельзя положить больше!'
const LABEL = 'Добавить все устройства в корзину'
const posts = (sent: string[]) => sent.filter((line) => line.startsWith('POST'))

/**
 * The tariff page: its related-devices button, and the cards of the same two devices (the modem and
 * the router) with their own «В корзину» under «Подходящие устройства».
 */
async function tariffPage() {
  const page = await loadFixture('tariff-page.html')
  const related = within(page.hostsOf('related-devices')[0]!.element)
  const cards = within(screen.getByRole('region', { name: 'Подходящие устройства' }))
  /** Adds the next device from its card (the modem, then the router), as a visitor would before pressing the related-devices button. */
  const addFromCard = async () => {
    const button = cards.getAllByRole('button', { name: 'В корзину' })[0]!
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAccessibleName('Оформить'))
  }
  return { related, addFromCard }
}

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
    const { related, addFromCard } = await tariffPage()
    await addFromCard() // the modem
    const sent = logRequests(server)
    await userEvent.click(related.getByRole('button', { name: LABEL }))
    await related.findByRole('button', { name: 'Оформить' })
    expect(posts(sent)).toEqual(['POST /api/cart/items/ {"device":4}'])
  })

  it('says Оформить when every device is in the cart already', async () => {
    const { related, addFromCard } = await tariffPage()
    await addFromCard()
    await addFromCard()
    expect(related.getByRole('button', { name: 'Оформить' })).not.toHaveAttribute('aria-disabled')
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
    // Nine items put in the cart in another tab: the modem is the tenth the reference server takes
    // (CART_MAX_ITEMS), the router one too many.
    for (let tariff = 1; tariff <= 9; tariff++) expect((await apiRequest('POST', '/api/cart/items/', { tariff })).status).toBe(201)
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
