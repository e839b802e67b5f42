import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, loadFixture, loadPage, logRequests, useReferenceServer, type LoadedPage } from 'storefront-islands/testing'

const server = useReferenceServer()
afterEach(() => vi.restoreAllMocks())

const FORM = 'form[data-island="filters"]'
/** The numbers filter form as the server renders it for `query`, enhanced; returns the form. */
let page: LoadedPage
async function mount(query = '') {
  page = query ? await loadPage(`/numbers/${query}`, { keep: [FORM] }) : await loadFixture('filters-numbers.html')
  return document.getElementById('catalog-filters') as HTMLFormElement
}

const toggle = () => screen.getByRole('button', { name: /Расширенный поиск|Простой поиск/ })
const visibleBox = (name: string) => screen.queryByRole('checkbox', { name })
const visibleField = (name: string) => screen.queryByRole('textbox', { name })

describe('compact numbers filter (spec §2, §4)', () => {
  it('opens in the simple mode: mask and provider shown, advanced fields hidden behind «Расширенный поиск»', async () => {
    const form = await mount()
    const button = toggle()
    expect(button).toHaveAccessibleName('Расширенный поиск')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'filters-advanced')
    expect(form).toHaveAttribute('data-filter-mode', 'simple')
    expect(visibleField('Маска номера')).not.toBeNull()
    expect(visibleBox('МТС')).not.toBeNull()
    expect([visibleBox('Золотой'), visibleField('Цена от, ₽'), visibleBox('Только со скидкой')]).toEqual([null, null, null])
  })

  it('switches to advanced and back by keyboard, with aria-expanded following', async () => {
    const form = await mount()
    const user = userEvent.setup()
    toggle().focus()
    await user.keyboard('{Enter}')
    expect(toggle()).toHaveAccessibleName('Простой поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    expect(form).toHaveAttribute('data-filter-mode', 'advanced')
    expect(visibleBox('Золотой')).not.toBeNull()
    expect(visibleField('Цена до, ₽')).not.toBeNull()
    expect(toggle()).toHaveFocus()

    await user.keyboard(' ')
    expect(toggle()).toHaveAccessibleName('Расширенный поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(visibleBox('Золотой')).toBeNull()
  })

  it('opens in the advanced mode when the address fills an advanced field', async () => {
    const form = await mount('?category=gold&price_max=50000')
    expect(toggle()).toHaveAccessibleName('Простой поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    expect(form).toHaveAttribute('data-filter-mode', 'advanced')
    expect(visibleBox('Золотой')).toBeChecked()
  })

  it('stays simple when only simple fields are filled', async () => {
    await mount('?mask=777&provider=mts')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps hidden advanced filters in the query and counts them on the toggle', async () => {
    // The numbers catalogue: «Показать» reloads its cards for the form and puts the filters into the address.
    await loadFixture('catalog-numbers.html')
    const sent = logRequests(server)
    fireEvent.click(toggle())
    fireEvent.click(screen.getByRole('checkbox', { name: 'Золотой' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Серебряный' }))
    fireEvent.input(screen.getByRole('textbox', { name: 'Цена от, ₽' }), { target: { value: '3000' } })
    fireEvent.click(toggle())
    expect(toggle()).toHaveAccessibleName('Расширенный поиск (выбрано: 2)')
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }))
    expect(location.search).toBe('?category=silver&category=gold&price_min=3000')
    expect(sent.filter((line) => line.startsWith('GET /api/catalog/numbers/'))).toEqual([
      'GET /api/catalog/numbers/?category=silver&category=gold&price_min=3000&page=1',
    ])
  })

  it('gives the server markup back when released', async () => {
    const form = await mount()
    fireEvent.click(toggle())
    page.unmount()
    expect(toggle()).toHaveAccessibleName('Расширенный поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(visibleBox('Золотой')).toBeNull()
    expect(form).not.toHaveAttribute('data-filter-mode')
  })

  it('is drawn by the server in the mode the island chooses, so mounting changes nothing (no layout shift)', async () => {
    // The form without the short-link host inside it (an island of its own, drawn by React).
    const withoutShortLink = (form: Element) => {
      const copy = form.cloneNode(true) as Element
      copy.querySelector('[data-island="short-link"]')?.remove()
      copy.removeAttribute('data-filter-mode')
      copy.removeAttribute('data-island-state')
      return copy.outerHTML
    }
    for (const query of ['', '?price_max=50000', '?category=gold', '?mask=777']) {
      const page = await (await fetch(`/numbers/${query}`)).text()
      const served = withoutShortLink(new DOMParser().parseFromString(page, 'text/html').querySelector(FORM)!)
      const form = await mount(query || '?')
      expect(withoutShortLink(form), query).toBe(served)
    }
  })

  it('leaves a form without a toggle alone (the tariffs filter)', async () => {
    await loadFixture('filters-tariffs.html')
    expect(document.getElementById('catalog-filters')).not.toHaveAttribute('data-filter-mode')
  })

  it('warns once, naming the toggle, when aria-controls names no block', async () => {
    const html = fixtureHTML('filters-numbers.html').replace(
      'data-filter-mode-toggle="" aria-controls="filters-advanced"',
      'data-filter-mode-toggle="" aria-controls="nowhere"',
    )
    expect(html).toContain('aria-controls="nowhere"')
    const loaded = await loadFixture(html)
    expect(loaded.warnings).toEqual([expect.stringContaining('aria-controls="nowhere"')])
    // The markup is left as the server drew it.
    expect(document.getElementById('catalog-filters')).not.toHaveAttribute('data-filter-mode')
  })
})
