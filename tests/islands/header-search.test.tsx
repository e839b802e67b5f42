import { act, fireEvent, screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadFixture, logRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/**
 * The header's search host as the server renders it, the island mounted on it; then only
 * setTimeout is faked, for the 300 ms debounce (the reference server answers in real time).
 */
async function mount() {
  const page = await loadFixture('header-search.html')
  expect(page.hostsOf('header-search')[0]!.element.dataset.action).toBe('/search/')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // The desktop combobox (the dialog holds the second one).
  return { page, field: screen.getAllByRole('combobox', { name: 'Поиск по сайту', hidden: true })[0]! }
}

const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } })
const wait = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))
/** The suggestions of the reference server, once drawn. */
const answered = () => vi.waitFor(() => expect(screen.getByRole('grid', { name: 'Подсказки' })).toBeInTheDocument())

afterEach(() => vi.useRealTimers())

describe('header search combobox (spec §2, §5)', () => {
  it('asks only from 3 characters, once per burst of typing, 300 ms after the last key', async () => {
    const { field } = await mount()
    const sent = logRequests(server)
    type(field, 'мт')
    await wait(1000)
    type(field, 'мтс')
    await wait(200)
    type(field, 'мтс ')
    await wait(200)
    type(field, 'мтс т')
    await wait(299)
    expect(sent).toEqual([])
    await wait(1)
    expect(sent).toEqual([`GET /api/search/heap/?${new URLSearchParams({ query: 'мтс т' })}`])
  })

  it('aborts the older request when a newer query is asked', async () => {
    const signals: AbortSignal[] = []
    server.use(
      http.get('/api/search/heap/', async ({ request }) => {
        signals.push(request.signal)
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const { field } = await mount()
    type(field, 'мтс')
    await wait(300)
    type(field, 'тариф')
    await wait(300)
    await vi.waitFor(() => expect(signals.map((s) => s.aborted)).toEqual([true, false]))
  })

  it('shows the groups in the spec order with their titles, and the total link last', async () => {
    const { field } = await mount()
    type(field, 'мтс')
    await wait(300)
    await answered()
    expect(field).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('grid', { name: 'Подсказки' })
    expect(
      within(list)
        .getAllByRole('rowgroup')
        .map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent),
    ).toEqual(['Каталоги номеров', 'Каталоги тарифов', 'Новости'])
    expect(
      within(list)
        .getAllByRole('gridcell')
        .map((o) => o.textContent),
    ).toEqual([
      'Номера МТСМТС',
      'Тарифы МТСМТС',
      'МТС снизил цены на красивые номера',
      'Бесплатная доставка SIM-карт МТС',
      'Абонентская плата < 300 ₽: тарифы МТС',
      'МТС расширил покрытие 4G в регионах',
      'МТС обновил условия роуминга',
      'Показать все результаты (12)',
    ])
  })

  it('moves the active option with the arrows and opens it with Enter', async () => {
    const { page, field } = await mount()
    type(field, 'мтс')
    await wait(300)
    await answered()
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    const active = screen.getByRole('gridcell', { name: /^Тарифы МТС/ })
    expect(active).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', active.id)
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    expect(screen.getByRole('gridcell', { name: 'Показать все результаты (12)' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(page.navigations).toEqual([{ type: 'assign', url: `${location.origin}/search/?query=%D0%BC%D1%82%D1%81` }])
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it("shows a number with its price and, in the row's second cell, the cards' «В корзину»; the arrows reach it", async () => {
    const { field } = await mount()
    type(field, '915')
    await wait(300)
    await answered()
    const list = screen.getByRole('grid', { name: 'Подсказки' })
    const rows = within(within(list).getByRole('rowgroup', { name: 'Номера' })).getAllByRole('row')
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const [suggestion, cart] = within(row).getAllByRole('gridcell')
      expect(suggestion!.textContent).toMatch(/^\+7 \(\d{3}\).*(\d ₽|Цена по запросу)$/)
      const host = cart!.querySelector<HTMLElement>('[data-island="cart-button"]')!
      expect(host.dataset.number).toMatch(/^\d+$/)
      expect(within(host).getByRole('link', { name: 'В корзину' })).toHaveAttribute('href', expect.stringMatching(/\/number\/\d+\.html$/))
    }
    // The first row is a number's: ArrowRight makes its cart cell the active one, ArrowLeft goes back.
    const [first, cart] = within(rows[0]!).getAllByRole('gridcell')
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(field).toHaveAttribute('aria-activedescendant', first!.id)
    fireEvent.keyDown(field, { key: 'ArrowRight' })
    expect(field).toHaveAttribute('aria-activedescendant', cart!.id)
    expect(cart).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(field, { key: 'ArrowLeft' })
    expect(field).toHaveAttribute('aria-activedescendant', first!.id)
  })

  it('says «Ничего не найдено» for an empty answer and the failure text when the request fails', async () => {
    const { field } = await mount()
    type(field, '<b>zzz</b>')
    await wait(300)
    const status = screen.getAllByRole('status', { hidden: true })[0]!
    await vi.waitFor(() => expect(status).toHaveTextContent('Ничего не найдено'))
    expect(field).toHaveAttribute('aria-expanded', 'false')
    server.use(http.get('/api/search/heap/', () => HttpResponse.text('boom', { status: 500 })))
    type(field, 'тариф')
    await wait(300)
    await vi.waitFor(() => expect(status).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.'))
    expect(document.querySelector('b')).toBeNull()
  })

  it('opens the full-screen dialog from «Поиск» with focus in its field', async () => {
    await mount()
    // Real timers: the dialog's code is fetched on the first opening.
    vi.useRealTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Поиск' }))
    // The dialog's code comes with its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Поиск по сайту' })
    expect(dialog).toHaveClass('modal--fullscreen')
    expect(within(dialog).getByRole('combobox')).toHaveFocus()
  })
})
