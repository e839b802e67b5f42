import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

// 17 sub-sites in no order at all, with a lower-case name and an «Ё»: the island sorts them,
// whatever the API sends (spec §2). The reference server sends its own sorted; another backend may not.
const SHUFFLED = [
  'Омск',
  'Ёлкино',
  'Барнаул',
  'Москва',
  'архангельск',
  'Екатеринбург',
  'Воронеж',
  'Иркутск',
  'Астрахань',
  'Калуга',
  'Брянск',
  'Новосибирск',
  'Казань',
  'Белгород',
  'Волгоград',
  'Кемерово',
  'Владимир',
]
/** A sub-site as GET /api/subdomains/ lists it (spec §3 Subdomain). */
interface Subdomain {
  id: number
  display_name: string
  change_url: string
}
const REGIONS: Subdomain[] = SHUFFLED.map((display_name, i) => ({ id: i + 1, display_name, change_url: `/region/r${i + 1}/` }))
const ALPHABETICAL = [
  'архангельск',
  'Астрахань',
  'Барнаул',
  'Белгород',
  'Брянск',
  'Владимир',
  'Волгоград',
  'Воронеж',
  'Екатеринбург',
  'Ёлкино',
  'Иркутск',
  'Казань',
  'Калуга',
  'Кемерово',
  'Москва',
  'Новосибирск',
  'Омск',
]

/** The header's region host as the server renders it, mounted, its dialog open. */
async function openRegions() {
  server.use(http.get('/api/subdomains/', () => HttpResponse.json(REGIONS)))
  await loadFixture('region-selector.html')
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Регион: Москва' })))
  const dialog = await screen.findByRole('dialog', { name: 'Выберите свой регион' })
  await within(dialog).findByRole('heading', { name: 'Популярные регионы' })
  return dialog
}
const names = (list: Element) =>
  within(list as HTMLElement)
    .getAllByRole('link')
    .map((a) => a.textContent)

describe('region selector order (spec §2 «full alphabetical list»)', () => {
  it('sorts an unsorted API list with Intl.Collator(ru): the first 15 in the short list, every region by letter in the full one', async () => {
    const dialog = await openRegions()
    expect(names(dialog.querySelector('.region-list--short')!)).toEqual(ALPHABETICAL.slice(0, 15))

    fireEvent.click(within(dialog).getByRole('button', { name: 'Полный список' }))
    const full = dialog.querySelector('.region-letters')!
    await waitFor(() => expect(full).toBeVisible())
    expect(names(full)).toEqual(ALPHABETICAL)
    expect(
      within(full as HTMLElement)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['А', 'Б', 'В', 'Е', 'Ё', 'И', 'К', 'М', 'Н', 'О'])
  })
})
