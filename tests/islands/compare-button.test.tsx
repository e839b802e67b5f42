import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiRequest, fixtureHTML, holdRequests, loadFixture, logRequests, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/** The same request sent to `path` of the reference server (a backend that mounts the API elsewhere). */
const to = async (request: Request, path: string) =>
  referenceResponse(
    new Request(new URL(path, location.origin), {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'GET' ? {} : { body: await request.text() }),
    }),
  )

describe('compare-button (spec §4, §7)', () => {
  it('POSTs {tariff}, then becomes the link «К сравнению» with the focus on it', async () => {
    const sent = logRequests(server)
    await loadFixture('compare-button.html')
    const button = await screen.findByRole('button', { name: 'Сравнить' })
    await userEvent.click(button)

    const link = await screen.findByRole('link', { name: 'К сравнению' })
    expect(link).toHaveAttribute('href', '/tariffs/compare/')
    expect(link).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Сравнить' })).toBeNull()
    expect(sent).toEqual(['GET /api/comparison/', 'POST /api/comparison/add/ {"tariff":1}'])
    expect((await apiRequest<{ items: { id: number }[] }>('GET', '/api/comparison/')).data.items.map((t) => t.id)).toEqual([1])
  })

  it('is the link from the start when the server already compares the tariff (a reload)', async () => {
    const sent = logRequests(server)
    await loadFixture('compare-button.html', { visitor: 'compared' })
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toBeInTheDocument()
    // The `compared` visitor (tariffs 1–3) is made before the page: the page itself only asks for the list.
    expect(sent).toEqual(['GET /api/comparison/'])
  })

  it("keeps the server's «К сравнению» (data-compared) while the list is on its way, so a press on it leads there", async () => {
    const held = holdRequests(server, '/api/comparison/')
    const page = fixtureHTML('compare-button.html').replace(
      /<div class="card-compare" data-island="compare-button" data-tariff="1">.*?<\/div>/,
      '<div class="card-compare" data-island="compare-button" data-tariff="1" data-compared><a class="btn btn-outline-primary compare-button" href="/tariffs/compare/" data-compare-state="compared">К сравнению</a></div>',
    )
    await loadFixture(page)
    await held.arrived(0)
    expect(screen.getByRole('link', { name: 'К сравнению' })).toHaveAttribute('href', '/tariffs/compare/')
    expect(screen.queryByRole('button', { name: 'Сравнить' })).toBeNull()
    ;(await held.arrived(0)).release()
  })

  it('takes a refusal for a tariff the list holds (added in another tab) as compared', async () => {
    await loadFixture('compare-button.html')
    const button = await screen.findByRole('button', { name: 'Сравнить' })
    expect((await apiRequest('POST', '/api/comparison/add/', { tariff: 1 })).status).toBe(201)
    const sent = logRequests(server)
    await userEvent.click(button)
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toBeInTheDocument()
    // The refusal made the page ask for the list again, which holds the tariff once.
    expect(sent).toEqual(['POST /api/comparison/add/ {"tariff":1}', 'GET /api/comparison/'])
    expect((await apiRequest<{ items: { id: number }[] }>('GET', '/api/comparison/')).data.items.map((t) => t.id)).toEqual([1])
  })

  it('says a failed add (an archived tariff) and stays usable for another try', async () => {
    // The test seed archives no tariff: the server's answer for one, once.
    server.use(http.post('/api/comparison/add/', () => HttpResponse.json({ tariff: ['Тариф не найден.'] }, { status: 400 }), { once: true }))
    await loadFixture('compare-button.html')
    await userEvent.click(await screen.findByRole('button', { name: 'Сравнить' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    const button = screen.getByRole('button', { name: 'Сравнить' })
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(button).toHaveAccessibleDescription('Произошла ошибка. Попробуйте еще раз позже.')

    await userEvent.click(button)
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("takes a host's own URLs over the site config, and stays hidden with a warning when there are none", async () => {
    server.use(
      http.get('/own/list/', ({ request }) => to(request, '/api/comparison/')),
      http.post('/own/add/', ({ request }) => to(request, '/api/comparison/add/')),
    )
    const sent = logRequests(server)
    await loadFixture(
      '<div data-island="compare-button" data-tariff="5" data-add-url="/own/add/" data-list-url="/own/list/" data-compare-url="/own/page/"></div>',
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Сравнить' }))
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toHaveAttribute('href', '/own/page/')
    expect(sent).toEqual(['GET /own/list/', 'POST /own/add/ {"tariff":5}'])

    const page = await loadFixture('<div id="bare" data-island="compare-button" data-tariff="6"></div>')
    expect(document.getElementById('bare')).toBeEmptyDOMElement()
    expect(page.warnings).toEqual([
      '[compare-button] tariff 6: no comparison_add_url, comparison_url, comparison_page_url in the host or the site-config block; the control stays hidden',
    ])
  })

  it('shares one GET of the list between the cards of a page', async () => {
    const sent = logRequests(server)
    // A visitor who compares the first three tariffs: their cards turn into links once the list is in.
    await loadFixture('catalog-tariffs.html', { visitor: 'compared' })
    await vi.waitFor(() => expect(screen.getAllByRole('link', { name: 'К сравнению' })).toHaveLength(3))
    expect(screen.getAllByRole('button', { name: 'Сравнить' })).toHaveLength(7)
    expect(sent.filter((line) => line === 'GET /api/comparison/')).toHaveLength(1)
  })
})
