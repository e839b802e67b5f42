import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import RegionSelector from '../../islands/region-selector/RegionSelector'
import type { Subdomain } from '../../shared/api/types'
import { $modal } from '../../shared/stores/modal'
import { resetSubdomains } from '../../shared/stores/subdomains'
import { json, stubFetch } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'

const NAMES = ['Архангельск', 'Астрахань', 'Барнаул', 'Белгород', 'Брянск', 'Владимир', 'Волгоград', 'Воронеж', 'Екатеринбург',
  'Ёлкино', 'Иркутск', 'Казань', 'Калуга', 'Кемерово', 'Краснодар', 'Москва', 'Новосибирск', 'Омск']
const REGIONS: Subdomain[] = NAMES.map((display_name, i) => ({ id: i + 1, display_name, change_url: `/region/r${i + 1}/` }))

/** The header's region host as the server renders it, the island mounted on it. */
function mount() {
  document.body.innerHTML = renderTemplate('partials/region-selector.html', { region: { slug: 'msk', display_name: 'Москва' } })
  const host = document.querySelector<HTMLElement>('[data-island="region-selector"]')!
  host.replaceChildren()
  render(<RegionSelector current={host.dataset.current!} />, { container: host })
}

async function openDialog() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Регион: Москва' })))
  const dialog = screen.getByRole('dialog', { name: 'Выберите свой регион' })
  await within(dialog).findByRole('heading', { name: 'Популярные регионы' })
  return dialog
}

const names = (list: HTMLElement) => within(list).getAllByRole('link').map((a) => a.textContent)

beforeEach(() => {
  resetSubdomains()
  $modal.set(null)
  history.replaceState(null, '', '/numbers/?page=2')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('region selector (spec §2, §4)', () => {
  it('shows the first 15 regions, each linking to its change address with the current page as next', async () => {
    stubFetch(() => json(200, REGIONS))
    mount()
    const dialog = await openDialog()
    const short = dialog.querySelector<HTMLElement>('.region-list--short')!
    expect(names(short)).toEqual(NAMES.slice(0, 15))
    expect(within(short).getByRole('link', { name: 'Краснодар' })).toHaveAttribute('href', `/region/r15/?next=${encodeURIComponent('/numbers/?page=2')}`)
  })

  it('«Полный список» shows every region grouped by first letter; a filter shows only matches and hides the short list', async () => {
    stubFetch(() => json(200, REGIONS))
    mount()
    const dialog = await openDialog()
    const toggle = within(dialog).getByRole('button', { name: 'Полный список' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const full = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(full).toBeVisible()
    expect(within(full).getAllByRole('heading').map((h) => h.textContent)).toEqual(['А', 'Б', 'В', 'Е', 'Ё', 'И', 'К', 'М', 'Н', 'О'])

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Поиск города' }), { target: { value: 'ка' } })
    expect(dialog.querySelector('.region-list--short')).toBeNull()
    expect(names(dialog.querySelector<HTMLElement>('.region-letters')!)).toEqual(['Екатеринбург', 'Казань', 'Калуга'])

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Поиск города' }), { target: { value: 'zzz' } })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ничего не найдено')

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Поиск города' }), { target: { value: '' } })
    expect(names(dialog.querySelector<HTMLElement>('.region-list--short')!)).toHaveLength(15)
  })

  it('asks for the list once per page and says so when it fails', async () => {
    const { seen } = stubFetch(() => json(500, 'boom'))
    mount()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Регион: Москва' })))
    const dialog = screen.getByRole('dialog', { name: 'Выберите свой регион' })
    expect(await within(dialog).findByText('Произошла ошибка. Попробуйте еще раз позже.')).toBeInTheDocument()
    expect(seen.map((r) => r.url)).toEqual(['/api/subdomains/'])
  })
})
