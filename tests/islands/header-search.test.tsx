import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import HeaderSearch from '../../islands/header-search/HeaderSearch'
import type { SearchSuggestions } from '../../shared/api/types'
import { $modal } from '../../shared/stores/modal'
import { json, stubFetch } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'

const EMPTY: SearchSuggestions = {
  numbers: [], articles: [], news: [], flatpages: [], tariffs: [], devices: [],
  tariffs_catalogs: [], numbers_catalogs: [], devices_catalogs: [], total: 0,
}
const ANSWER: SearchSuggestions = {
  ...EMPTY,
  news: [{ title: 'МТС снизил цены', absolute_url: '/news/mts/' } as SearchSuggestions['news'][number]],
  flatpages: [{ title: 'О МТС', absolute_url: '/about/' }],
  tariffs_catalogs: [{ title: 'Тарифы МТС', absolute_url: '/tariffs/operator/mts/', provider_name: 'МТС' }],
  total: 7,
}

/** The header's search host as the server renders it, the island mounted on it. */
function mount() {
  document.body.innerHTML = renderTemplate('partials/header-search.html', {})
  const host = document.querySelector<HTMLElement>('[data-island="header-search"]')!
  expect(host.dataset.action).toBe('/search/')
  host.replaceChildren()
  render(<HeaderSearch action={host.dataset.action!} />, { container: host })
  // The desktop combobox (the dialog holds the second one).
  return screen.getAllByRole('combobox', { name: 'Поиск по сайту', hidden: true })[0]!
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })
const wait = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

beforeEach(() => {
  vi.useFakeTimers()
  $modal.set(null)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('header search combobox (spec §2, §5)', () => {
  it('asks only from 3 characters, once per burst of typing, 300 ms after the last key', async () => {
    const { seen } = stubFetch(() => json(200, ANSWER))
    const field = mount()
    type(field, 'мт')
    await wait(1000)
    type(field, 'мтс')
    await wait(200)
    type(field, 'мтс ')
    await wait(200)
    type(field, 'мтс т')
    await wait(299)
    expect(seen).toEqual([])
    await wait(1)
    expect(seen.map((r) => new URL(r.url, location.href).searchParams.get('query'))).toEqual(['мтс т'])
  })

  it('aborts the older request when a newer query is asked', async () => {
    const signals: AbortSignal[] = []
    stubFetch((_request, init) => {
      signals.push(init.signal!)
      return new Promise(() => undefined)
    })
    const field = mount()
    type(field, 'мтс')
    await wait(300)
    type(field, 'тариф')
    await wait(300)
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
  })

  it('shows the groups in the spec order with their titles, and the total link last', async () => {
    stubFetch(() => json(200, ANSWER))
    const field = mount()
    type(field, 'мтс')
    await wait(300)
    expect(field).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Подсказки' })
    expect(within(list).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Каталоги тарифов', 'Новости', 'Страницы',
    ])
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Тарифы МТСМТС', 'МТС снизил цены', 'О МТС', 'Показать все результаты (7)',
    ])
  })

  it('moves the active option with the arrows and opens it with Enter', async () => {
    stubFetch(() => json(200, ANSWER))
    const assigned: string[] = []
    vi.spyOn(location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)))
    const field = mount()
    type(field, 'мтс')
    await wait(300)
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    const active = screen.getByRole('option', { name: 'МТС снизил цены' })
    expect(active).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', active.id)
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    expect(screen.getByRole('option', { name: 'Показать все результаты (7)' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(assigned).toEqual([`${location.origin}/search/?query=%D0%BC%D1%82%D1%81`])
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('says «Ничего не найдено» for an empty answer and the failure text when the request fails', async () => {
    const answers = [json(200, EMPTY), json(500, 'boom')]
    stubFetch(() => answers.shift()!)
    const field = mount()
    type(field, '<b>zzz</b>')
    await wait(300)
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getAllByRole('status', { hidden: true })[0]).toHaveTextContent('Ничего не найдено')
    type(field, 'тариф')
    await wait(300)
    expect(screen.getAllByRole('status', { hidden: true })[0]).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    expect(document.querySelector('b')).toBeNull()
  })

  it('opens the full-screen dialog from «Поиск» with focus in its field', async () => {
    stubFetch(() => json(200, ANSWER))
    mount()
    fireEvent.click(screen.getByRole('button', { name: 'Поиск' }))
    const dialog = screen.getByRole('dialog', { name: 'Поиск по сайту' })
    expect(dialog).toHaveClass('modal--fullscreen')
    expect(within(dialog).getByRole('combobox')).toHaveFocus()
  })
})
