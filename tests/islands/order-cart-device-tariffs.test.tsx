import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiRequest, loadPage, logRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
const ROUTER = { id: 4, name: 'Wi-Fi роутер ZTE MF79U' }

describe('order-cart: tariffs for a device line (spec §3 `suitable_tariffs`, §7 /api/device-suitable-tariffs/{id}/)', () => {
  it('offers the device its suitable tariffs with «Показать ещё», attaches one and detaches it', async () => {
    const { data: line } = await apiRequest<{ id: number }>('POST', '/api/cart/items/', { device: ROUTER.id })
    await loadPage('/order/')
    const sent = logRequests(server)
    const list = await screen.findByRole('group', { name: 'Подходящие тарифы' })
    const offered = () =>
      within(list)
        .getAllByRole('button', { name: /^Выбрать тариф/ })
        .map((b) => b.getAttribute('aria-label'))
    const first = offered()
    expect(first.slice(0, 2)).toEqual(['Выбрать тариф «Безлимит Плюс»', 'Выбрать тариф «Мой разговор»'])

    await userEvent.click(within(list).getByRole('button', { name: 'Показать ещё' }))
    await waitFor(() => expect(offered().length).toBeGreaterThan(first.length))
    const third = offered()[first.length]!.replace(/^Выбрать тариф «|»$/g, '')

    await userEvent.click(within(list).getByRole('button', { name: `Выбрать тариф «${third}»` }))
    const row = (await screen.findByText(`Тариф «${third}»`, { exact: false })).closest('li')!
    expect(row).toHaveTextContent(ROUTER.name)
    expect(screen.queryByRole('group', { name: 'Подходящие тарифы' })).toBeNull()

    await userEvent.click(within(row).getByRole('button', { name: 'Убрать тариф' }))
    await screen.findByRole('group', { name: 'Подходящие тарифы' })
    await waitFor(() => expect(screen.queryByText(`Тариф «${third}»`, { exact: false })).toBeNull())
    const tariffs = (await apiRequest<{ results: { id: number; name: string }[] }>('GET', '/api/catalog/tariffs/?page_size=20')).data.results
    const chosen = tariffs.find((tariff) => tariff.name === third)!
    const page2 = expect.stringMatching(new RegExp(`^GET /api/device-suitable-tariffs/${ROUTER.id}/\\?page=2&page_size=\\d+$`))
    expect(sent.filter((request) => !request.startsWith('GET /api/cart/') && !request.startsWith('GET /api/catalog/'))).toEqual([
      page2,
      `PUT /api/cart/items/${line.id}/ {"tariff":${chosen.id}}`,
      `PUT /api/cart/items/${line.id}/ {"tariff":null}`,
    ])
  })
})
