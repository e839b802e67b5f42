import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import enhanceSearchResults from '../../islands/search-results/search-results'
import { json, stubFetch } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'

const item = (title: string) => ({ title, url: `/news/${title}/`, note: '', crumb: 'Новости' })
const news = (title: string) => ({ title, absolute_url: `/news/${title}/` })

let release: (() => void) | null = null
afterEach(() => {
  release?.()
  release = null
  vi.unstubAllGlobals()
})

/** /search/?query=тариф as the server renders it (two groups with a next page), enhanced. */
function mount() {
  const html = renderTemplate('pages/site/search.html', {
    site_name: 'Номера и тарифы', nav: [], query: 'тариф', total: 14, min_length: 3, more_url: '/api/search/',
    groups: [
      { id: 'news', title: 'Новости', items: ['a', 'b'].map(item), next_page: 2, next_url: '/search/?query=x&group=news&page=2' },
      { id: 'flatpages', title: 'Страницы', items: [item('c')], next_page: 2, next_url: '/search/?query=x&group=flatpages&page=2' },
    ],
  })
  document.body.innerHTML = new DOMParser().parseFromString(html.replace(/<link\b[^>]*>/g, ''), 'text/html').body.innerHTML
  const host = document.querySelector<HTMLElement>('[data-island="search-results"]')!
  release = enhanceSearchResults(host, { moreUrl: host.dataset.moreUrl!, form: host.dataset.form! })
  const section = (id: string) => document.getElementById(`search-${id}`)!
  return { section, more: (id: string) => within(section(id)).getByRole('button', { name: /Показать ещё|Загрузка/ }) }
}

const titles = (section: HTMLElement) => within(within(section).getByRole('list')).getAllByRole('listitem').map((li) => li.querySelectorAll('a')[1]?.textContent)

describe('search results load-more (spec §2, §4, §7)', () => {
  it('asks the data URL with the search form, the group and page 2, and appends the cards', async () => {
    const { seen } = stubFetch(() => json(200, { results: [news('d'), news('e')], next: 3 }))
    const { section, more } = mount()
    await act(async () => fireEvent.click(more('news')))
    expect(seen.map((r) => r.url)).toEqual([`/api/search/?query=${encodeURIComponent('тариф')}&group=news&page=2`])
    expect(titles(section('news'))).toEqual(['a', 'b', 'd', 'e'])
    expect(more('news')).toHaveTextContent('Показать ещё')
    await act(async () => fireEvent.click(more('news')))
    expect(seen.map((r) => new URL(r.url, location.href).searchParams.get('page'))).toEqual(['2', '3'])
  })

  it('runs one request at a time on the page: while one loads, every button is busy', async () => {
    let answer!: (r: Response) => void
    const { seen } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { more } = mount()
    fireEvent.click(more('news'))
    expect(more('news')).toHaveTextContent('Загрузка')
    expect(more('flatpages')).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(more('flatpages'))
    fireEvent.click(more('news'))
    expect(seen).toHaveLength(1)
    await act(async () => answer(json(200, { results: [news('d')], next: null })))
    expect(within(document.getElementById('search-news')!).queryByRole('button')).toBeNull()
    expect(more('flatpages')).toHaveAttribute('aria-disabled', 'false')
  })

  it('hides the button when the request fails and keeps the results', async () => {
    stubFetch(() => json(500, 'boom'))
    const { section, more } = mount()
    await act(async () => fireEvent.click(more('flatpages')))
    expect(within(section('flatpages')).queryByRole('button')).toBeNull()
    expect(titles(section('flatpages'))).toEqual(['c'])
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument()
  })
})
