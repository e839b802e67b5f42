import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiRequest, loadFixture, logRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

// The comparison of the seed's first three tariffs (the fixtures' `compared` visitor).
const ALL_ROWS = [
  'Оператор',
  'Абонентская плата, ₽/мес',
  'Подключение, ₽',
  'Регион',
  'Минуты',
  'SMS',
  'Интернет',
  'Безлимитные приложения',
  'Доступен для подключения',
]
const DIFFERENT_ROWS = ALL_ROWS.filter((row) => row !== 'Регион' && row !== 'Доступен для подключения')
const visibleRowHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .filter((th) => !th.closest('tr')!.hidden)
    // As read: the server's soft hyphens (its `hyphenate` filter) are not seen unless a line breaks there.
    .map((th) => th.textContent?.replaceAll('\u00AD', ''))
const compared = async () => (await apiRequest<{ items: { id: number }[] }>('GET', '/api/comparison/')).data.items.map((t) => t.id)

describe('comparison-table (spec §2, §4)', () => {
  it('hides the rows whose values are all equal while «Только различающиеся» is checked', async () => {
    await loadFixture('comparison-table.html')
    expect(screen.queryByRole('button', { name: 'Показать' })).toBeNull() // the no-JS submit is not needed
    expect(visibleRowHeaders()).toEqual(ALL_ROWS)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toEqual(DIFFERENT_ROWS)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toEqual(ALL_ROWS)
  })

  it('starts filtered when the server page came with ?only_different=1, and can show all rows again', async () => {
    await loadFixture('comparison-table-only-different.html')
    expect(visibleRowHeaders()).toEqual(DIFFERENT_ROWS)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toEqual(ALL_ROWS)
  })

  it('DELETEs one tariff (the server drops it) and reloads the page', async () => {
    const page = await loadFixture('comparison-table.html')
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: 'Убрать «Мой разговор» из сравнения' }))
    await vi.waitFor(() => expect(page.navigations).toEqual([{ type: 'reload', url: location.href }]))
    expect(sent).toEqual(['DELETE /api/comparison/items/2/'])
    expect(await compared()).toEqual([1, 3])
  })

  it('clears by a POST with no body and reloads the page', async () => {
    const page = await loadFixture('comparison-table.html')
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('button', { name: 'Очистить сравнение' }))
    await vi.waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(sent).toEqual(['POST /api/comparison/clear/'])
    expect(await compared()).toEqual([])
  })

  it('says a failed remove (the tariff left in another tab) and keeps the buttons working', async () => {
    const page = await loadFixture('comparison-table.html')
    // Removed in another tab: the server answers this page's DELETE with 404.
    expect((await apiRequest('DELETE', '/api/comparison/items/1/')).status).toBe(204)
    const remove = screen.getByRole('button', { name: 'Убрать «Безлимит Плюс» из сравнения' })
    await userEvent.click(remove)
    expect(await screen.findByRole('status')).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    expect(page.navigations).toEqual([])
    expect(remove).not.toHaveAttribute('aria-disabled')
    expect(remove).not.toHaveAttribute('aria-busy')
  })

  it('says a failed clear (a server error) and reloads nothing', async () => {
    server.use(http.post('/api/comparison/clear/', () => HttpResponse.json({ detail: 'Ошибка' }, { status: 500 })))
    const page = await loadFixture('comparison-table.html')
    await userEvent.click(screen.getByRole('button', { name: 'Очистить сравнение' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    expect([page.navigations, await compared()]).toEqual([[], [1, 2, 3]])
  })

  it('puts the server page back when unmounted', async () => {
    const page = await loadFixture('comparison-table-only-different.html')
    page.unmount()
    expect(screen.getByRole('button', { name: 'Показать' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Очистить сравнение' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toEqual(DIFFERENT_ROWS)
  })
})
