import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import enhanceComparisonTable from '../../islands/comparison-table/comparison-table'
import { reloadPage } from '../../shared/dom/reload-page'
import { json, stubFetch } from '../api/fetch-stub'
import { putComparisonPage, tariff } from './comparison-pages'

vi.mock('../../shared/dom/reload-page', () => ({ reloadPage: vi.fn() }))

const ROWS: [string, string[]][] = [
  ['Оператор', ['МТС', 'МТС']],
  ['Абонентская плата, ₽/мес', ['450', '600']],
  ['SMS', ['100 SMS', '100 SMS']],
]

function mount(onlyDifferent = false) {
  const host = putComparisonPage([tariff(7, 'Smart'), tariff(9, 'Мой онлайн')], ROWS, onlyDifferent)
  const release = enhanceComparisonTable(host, { itemUrl: host.dataset.itemUrl!, clearUrl: host.dataset.clearUrl! })
  return { host, release }
}
const visibleRowHeaders = () =>
  within(screen.getByRole('table')).getAllByRole('rowheader').filter((th) => !th.closest('tr')!.hidden).map((th) => th.textContent)

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/'
  vi.mocked(reloadPage).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('comparison-table (spec §2, §4)', () => {
  it('hides the rows whose values are all equal while «Только различающиеся» is checked', async () => {
    mount()
    expect(screen.queryByRole('button', { name: 'Показать' })).toBeNull() // the no-JS submit is not needed
    expect(visibleRowHeaders()).toEqual(['Оператор', 'Абонентская плата, ₽/мес', 'SMS'])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toEqual(['Абонентская плата, ₽/мес'])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toEqual(['Оператор', 'Абонентская плата, ₽/мес', 'SMS'])
  })

  it('starts filtered when the server page came with ?only_different=1, and can show all rows again', async () => {
    mount(true)
    expect(visibleRowHeaders()).toEqual(['Абонентская плата, ₽/мес'])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toHaveLength(3)
  })

  it('DELETEs one tariff with the CSRF header and reloads the page', async () => {
    const { seen } = stubFetch(() => json(204))
    mount()
    await userEvent.click(screen.getByRole('button', { name: 'Убрать «Мой онлайн» из сравнения' }))
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
    expect(seen.map(({ method, url, csrf }) => ({ method, url, csrf }))).toEqual([
      { method: 'DELETE', url: '/api/comparison/items/9/', csrf: 'tok' },
    ])
  })

  it('clears by a POST with no body and reloads the page', async () => {
    const { seen } = stubFetch(() => json(200, { status: 'ok', count: 0 }))
    mount()
    await userEvent.click(screen.getByRole('button', { name: 'Очистить сравнение' }))
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
    expect(seen.map(({ method, url, csrf, body }) => ({ method, url, csrf, body }))).toEqual([
      { method: 'POST', url: '/api/comparison/clear/', csrf: 'tok', body: undefined },
    ])
  })

  it('says a failed remove (the tariff left in another tab) and keeps the buttons working', async () => {
    stubFetch(() => json(404, { detail: 'Тарифа нет в сравнении.' }))
    mount()
    const remove = screen.getByRole('button', { name: 'Убрать «Smart» из сравнения' })
    await userEvent.click(remove)
    expect(await screen.findByRole('status')).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    expect(reloadPage).not.toHaveBeenCalled()
    expect(remove).not.toHaveAttribute('aria-disabled')
    expect(remove).not.toHaveAttribute('aria-busy')
  })

  it('puts the server page back when released', () => {
    const { release } = mount(true)
    release()
    expect(screen.getByRole('button', { name: 'Показать' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Очистить сравнение' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только различающиеся' }))
    expect(visibleRowHeaders()).toEqual(['Абонентская плата, ₽/мес'])
  })
})
