import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loadFixture, logRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

// The reference server's 80 sub-sites, in its (alphabetical) order.
const FIRST_15 = [
  'Архангельск',
  'Астрахань',
  'Барнаул',
  'Белгород',
  'Благовещенск',
  'Брянск',
  'Великий Новгород',
  'Владивосток',
  'Владикавказ',
  'Владимир',
  'Волгоград',
  'Волжский',
  'Вологда',
  'Воронеж',
  'Грозный',
]

/** The header's region host as the server renders it, on a catalogue page. */
const mount = () => loadFixture('region-selector.html', { url: '/numbers/?page=2' })

async function openDialog() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Регион: Москва' })))
  const dialog = await screen.findByRole('dialog', { name: 'Выберите свой регион' })
  await within(dialog).findByRole('heading', { name: 'Популярные регионы' })
  return dialog
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.textContent)

describe('region selector (spec §2, §4)', () => {
  it('opens with the focus in the city field and shows the first 15 regions, each linking to its change address with the current page as next', async () => {
    await mount()
    const dialog = await openDialog()
    // The visitor came to find a city: the dialog opens with the focus in its field, not on «×».
    expect(within(dialog).getByRole('searchbox', { name: 'Поиск города' })).toHaveFocus()
    const short = dialog.querySelector<HTMLElement>('.region-list--short')!
    expect(names(short)).toEqual(FIRST_15)
    expect(within(short).getByRole('link', { name: 'Брянск' })).toHaveAttribute(
      'href',
      `/region/bryansk/?next=${encodeURIComponent('/numbers/?page=2')}`,
    )
  })

  it('«Полный список» shows every region grouped by first letter; a filter shows only matches and hides the short list', async () => {
    await mount()
    const dialog = await openDialog()
    const toggle = within(dialog).getByRole('button', { name: 'Полный список' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const full = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(full).toBeVisible()
    expect(within(full).getAllByRole('link')).toHaveLength(80)
    expect(
      within(full)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['А', 'Б', 'В', 'Г', 'Е', 'И', 'Й', 'К', 'Л', 'М', 'Н', 'О', 'П', 'Р', 'С', 'Т', 'У', 'Х', 'Ч', 'Ю', 'Я'])

    fireEvent.input(within(dialog).getByRole('searchbox', { name: 'Поиск города' }), { target: { value: 'ка' } })
    expect(dialog.querySelector('.region-list--short')).toBeNull()
    expect(names(dialog.querySelector<HTMLElement>('.region-letters')!)).toEqual([
      'Владикавказ',
      'Екатеринбург',
      'Йошкар-Ола',
      'Казань',
      'Калининград',
      'Калуга',
      'Махачкала',
      'Сыктывкар',
    ])

    fireEvent.input(within(dialog).getByRole('searchbox', { name: 'Поиск города' }), { target: { value: 'zzz' } })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ничего не найдено')

    fireEvent.input(within(dialog).getByRole('searchbox', { name: 'Поиск города' }), { target: { value: '' } })
    expect(names(dialog.querySelector<HTMLElement>('.region-list--short')!)).toHaveLength(15)
  })

  it('asks for the list once per page and says so when it fails', async () => {
    server.use(http.get('/api/subdomains/', () => HttpResponse.text('boom', { status: 500 })))
    await mount()
    const sent = logRequests(server)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Регион: Москва' })))
    const dialog = await screen.findByRole('dialog', { name: 'Выберите свой регион' })
    expect(await within(dialog).findByText('Произошла ошибка. Попробуйте еще раз позже.')).toBeInTheDocument()
    expect(sent).toEqual(['GET /api/subdomains/'])
  })
})
