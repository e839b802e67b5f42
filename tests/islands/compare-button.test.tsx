import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CompareButton from '../../islands/compare-button/CompareButton'
import { $comparison, resetComparison } from '../../shared/stores'
import { json, stubFetch, type SeenRequest } from '../api/fetch-stub'
import { putTariffCard, tariff } from './comparison-pages'

/** Mounts the island on the card's host with the attributes the server wrote. */
function mount(id = 7) {
  const host = putTariffCard(tariff(id, 'Тариф 7'))
  expect(Object.keys(host.dataset)).toEqual(['island', 'tariff'])
  render(<CompareButton tariff={Number(host.dataset.tariff)} />, { container: host })
  return host
}

/** A stub of the comparison API over a list of compared ids; `add` answers the POST. */
function server(compared: number[], add: (body: { tariff: number }) => Response) {
  return stubFetch((request: SeenRequest) => {
    if (request.method === 'GET') return json(200, { items: compared.map((id) => tariff(id, `Тариф ${id}`)) })
    return add(request.body as { tariff: number })
  })
}

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/'
  resetComparison()
})
afterEach(() => vi.unstubAllGlobals())

describe('compare-button (spec §4, §7)', () => {
  it('POSTs {tariff} with the CSRF header, then becomes the link «К сравнению» with the focus on it', async () => {
    const { seen } = server([], () => json(201, { status: 'ok', count: 1 }))
    mount()
    const button = await screen.findByRole('button', { name: 'Сравнить' })
    await userEvent.click(button)

    const link = await screen.findByRole('link', { name: 'К сравнению' })
    expect(link).toHaveAttribute('href', '/tariffs/compare/')
    expect(link).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Сравнить' })).toBeNull()
    expect(seen.map(({ method, url, csrf, body }) => ({ method, url, csrf, body }))).toEqual([
      { method: 'GET', url: '/api/comparison/', csrf: null, body: undefined },
      { method: 'POST', url: '/api/comparison/add/', csrf: 'tok', body: { tariff: 7 } },
    ])
  })

  it('is the link from the start when the server already compares the tariff (a reload)', async () => {
    const { seen } = server([3, 7], () => json(500))
    mount()
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toBeInTheDocument()
    expect(seen.map((r) => r.method)).toEqual(['GET'])
  })

  it('takes a refusal for a tariff the list holds (added in another tab) as compared', async () => {
    const compared: number[] = []
    server(compared, () => {
      compared.push(7)
      return json(400, { tariff: ['Тариф уже в сравнении.'] })
    })
    mount()
    await userEvent.click(await screen.findByRole('button', { name: 'Сравнить' }))
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toBeInTheDocument()
    expect($comparison.get().ids).toEqual([7])
  })

  it('says a failed add (an archived tariff) and stays usable for another try', async () => {
    let answer = json(400, { tariff: ['Тариф не найден.'] })
    server([], () => answer)
    mount()
    await userEvent.click(await screen.findByRole('button', { name: 'Сравнить' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    const button = screen.getByRole('button', { name: 'Сравнить' })
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(button).toHaveAccessibleDescription('Произошла ошибка. Попробуйте еще раз позже.')

    answer = json(201, { status: 'ok', count: 1 })
    await userEvent.click(button)
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('takes a host\'s own URLs over the site config, and stays hidden with a warning when there are none', async () => {
    const { seen } = server([], () => json(201, {}))
    document.body.innerHTML = '<div id="own"></div>'
    render(<CompareButton tariff={5} addUrl="/own/add/" listUrl="/own/list/" compareUrl="/own/page/" />, { container: document.getElementById('own')! })
    await userEvent.click(await screen.findByRole('button', { name: 'Сравнить' }))
    expect(await screen.findByRole('link', { name: 'К сравнению' })).toHaveAttribute('href', '/own/page/')
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /own/list/', 'POST /own/add/'])

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    document.body.innerHTML = '<div id="bare"></div>'
    render(<CompareButton tariff={6} />, { container: document.getElementById('bare')! })
    expect(document.getElementById('bare')).toBeEmptyDOMElement()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toBe('[compare-button] tariff 6: no comparison_add_url, comparison_url, comparison_page_url in the host or the site-config block; the control stays hidden')
    warn.mockRestore()
  })

  it('shares one GET of the list between the cards of a page', async () => {
    const { seen } = server([], () => json(201, {}))
    putTariffCard(tariff(1, 'Тариф 1'))
    const hosts = [1, 2, 3].map(() => document.body.appendChild(document.createElement('div')))
    hosts.forEach((host, i) => render(<CompareButton tariff={i + 1} />, { container: host }))
    expect(await screen.findAllByRole('button', { name: 'Сравнить' })).toHaveLength(3)
    await vi.waitFor(() => expect($comparison.get().loaded).toBe(true))
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(1)
  })
})
