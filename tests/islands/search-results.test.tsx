import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loadFixture, logRequests, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/** /search/?query=тариф as the server renders it: news and tariff catalogues have a next page, articles not. */
async function mount() {
  await loadFixture('search-results.html')
  const section = (id: string) => document.getElementById(`search-${id}`)!
  return { section, more: (id: string) => within(section(id)).getByRole('button', { name: /Показать ещё|Загрузка/ }) }
}

const titles = (section: HTMLElement) =>
  within(within(section).getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelectorAll('a')[1]?.textContent)
const FIRST_NEWS = [
  'Новые тарифы МегаФон для всей семьи',
  'Безлимитные мессенджеры в тарифах МегаФон',
  'Абонентская плата < 300 ₽: тарифы МТС',
  'Новые тарифы Билайн для всей семьи',
  'Безлимитные мессенджеры в тарифах Билайн',
]

describe('search results load-more (spec §2, §4, §7)', () => {
  it('asks the data URL with the search form, the group and page 2, appends the cards, and hides at the end', async () => {
    const { section, more } = await mount()
    const sent = logRequests(server)
    expect(titles(section('news'))).toEqual(FIRST_NEWS)
    await act(async () => fireEvent.click(more('news')))
    await within(section('news')).findByText('Новые тарифы МТС для всей семьи')
    expect(sent).toEqual([`/api/search/?query=${encodeURIComponent('тариф')}&group=news&page=2`].map((url) => `GET ${url}`))
    expect(titles(section('news'))).toEqual([
      ...FIRST_NEWS,
      'Абонентская плата < 300 ₽: тарифы Tele2',
      'Новые тарифы МТС для всей семьи',
      'Безлимитные мессенджеры в тарифах МТС',
      'Абонентская плата < 300 ₽: тарифы МегаФон',
      'Новые тарифы Tele2 для всей семьи',
    ])
    expect(more('news')).toHaveTextContent('Показать ещё')
    await act(async () => fireEvent.click(more('news')))
    await within(section('news')).findByText('Абонентская плата < 300 ₽: тарифы Билайн')
    expect(sent.map((line) => new URL(line.slice(4), location.href).searchParams.get('page'))).toEqual(['2', '3'])
    expect(within(section('news')).queryByRole('button')).toBeNull()
  })

  it('runs one request at a time on the page: while one loads, every button is busy', async () => {
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/search/', async ({ request }) => {
        await held
        return referenceResponse(request)
      }),
    )
    const { more } = await mount()
    const sent = logRequests(server)
    fireEvent.click(more('tariffs_catalogs'))
    expect(more('tariffs_catalogs')).toHaveTextContent('Загрузка')
    expect(more('news')).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(more('news'))
    fireEvent.click(more('tariffs_catalogs'))
    expect(sent).toHaveLength(1)
    answer()
    // The catalogues' last page: its button goes, the others are free again.
    await within(document.getElementById('search-tariffs_catalogs')!).findByText('Тарифы для планшета')
    expect(within(document.getElementById('search-tariffs_catalogs')!).queryByRole('button')).toBeNull()
    expect(more('news')).toHaveAttribute('aria-disabled', 'false')
  })

  it('hides the button when the request fails and keeps the results', async () => {
    server.use(http.get('/api/search/', () => HttpResponse.text('boom', { status: 500 })))
    const { section, more } = await mount()
    await act(async () => fireEvent.click(more('news')))
    await waitFor(() => expect(within(section('news')).queryByRole('button')).toBeNull())
    expect(titles(section('news'))).toEqual(FIRST_NEWS)
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument()
  })
})
