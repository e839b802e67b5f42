import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiRequest, fixtureHTML, holdRequests, loadFixture, logRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/** What the data URL counts for a query: the number the sheet must show. */
async function countOf(query: string): Promise<number> {
  const { status, data } = await apiRequest<{ count: number }>('GET', `/api/catalog/numbers/?${query}&page_size=1`)
  expect(status).toBe(200)
  return data.count
}
/** «Показать 7 номеров», from Intl here, not from the island's own helpers. */
function showText(count: number): string {
  const word = { one: 'номер', few: 'номера', many: 'номеров' }[new Intl.PluralRules('ru-RU').select(count) as 'one' | 'few' | 'many']
  return `Показать ${new Intl.NumberFormat('ru-RU').format(count)} ${word}`
}

async function mount() {
  const page = await loadFixture('filter-sheet.html')
  expect(page.settled).toBe(true)
  const opener = screen.getByRole('button', { name: 'Фильтры, выбрано: 1' })
  return { page, opener, form: document.getElementById('catalog-filters') as HTMLFormElement }
}
const sheet = () => document.querySelector<HTMLDialogElement>('dialog.filter-sheet__dialog')!

describe('filter sheet (a phone’s filters)', () => {
  it('draws the server’s button as it was: «Фильтры · 1» for one operator chosen', async () => {
    const { opener } = await mount()
    expect(opener.textContent).toBe('Фильтры · 1')
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog')
    expect(sheet().open).toBe(false)
  })

  it('opens the form in the sheet with the count of the choice, counts a pending choice without reloading the list', async () => {
    const { opener, form } = await mount()
    const sent = logRequests(server)
    await userEvent.click(opener)
    expect(sheet().open).toBe(true)
    expect(sheet().contains(form)).toBe(true)
    expect(sheet().getAttribute('aria-labelledby')).toBe('filters-title')
    expect(sheet().contains(document.activeElement)).toBe(true)
    const served = await countOf('provider=mts')
    await within(sheet()).findByRole('button', { name: showText(served) })

    fireEvent.click(within(sheet()).getByRole('checkbox', { name: 'Билайн' }))
    const pending = await countOf('provider=mts&provider=beeline')
    expect(pending).toBeGreaterThan(served)
    await within(sheet()).findByRole('button', { name: showText(pending) })
    // Counted on the data URL, one card a page; the list was not asked for (the test's own counts have no page).
    expect(sent.filter((line) => line.startsWith('GET /api/catalog/numbers/') && line.includes('page='))).toEqual([
      'GET /api/catalog/numbers/?provider=mts&page=1&page_size=1',
      'GET /api/catalog/numbers/?provider=mts&provider=beeline&page=1&page_size=1',
    ])
    expect(location.search).toBe('?provider=mts')
  })

  it('says the count of a changed choice in its polite status, once per count, not per keystroke', async () => {
    // The server draws the live region, so it is in the page before its first message.
    expect(fixtureHTML('filter-sheet.html')).toContain('<p class="visually-hidden" role="status" data-filter-sheet-status=""></p>')
    const { opener } = await mount()
    const sent = logRequests(server)
    await userEvent.click(opener)
    // The sheet's own status (the form has another, its short link's).
    const status = within(sheet())
      .getAllByRole('status')
      .find((region) => region.matches('[data-filter-sheet-status]'))!
    expect(status).toHaveClass('visually-hidden')
    await within(sheet()).findByRole('button', { name: showText(await countOf('provider=mts')) })
    // Opening counts what is already applied: nothing changed, nothing said.
    expect(status).toHaveTextContent('')

    await userEvent.type(within(sheet()).getByLabelText('Маска номера'), '55')
    const pending = await countOf('mask=55&provider=mts')
    await waitFor(() => expect(status).toHaveTextContent(showText(pending)))
    // Two keystrokes within the delay: one count asked, for both.
    expect(sent.filter((line) => line.includes('mask=5&'))).toEqual([])

    fireEvent.click(within(sheet()).getByRole('checkbox', { name: 'Билайн' }))
    const wider = await countOf('mask=55&provider=mts&provider=beeline')
    await waitFor(() => expect(status).toHaveTextContent(showText(wider)))

    // Closed, it is silent and empty for the next time.
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Закрыть' }))
    expect(status).toHaveTextContent('')
  })

  it("says the changed choice's count, not the opening's, when the opening's answers after the change", async () => {
    const pending = await countOf('provider=mts&provider=beeline')
    const { opener } = await mount()
    const held = holdRequests(server, '/api/catalog/numbers/')
    await userEvent.click(opener)
    const status = within(sheet())
      .getAllByRole('status')
      .find((region) => region.matches('[data-filter-sheet-status]'))!
    // The count of the choice on screen when the sheet opened is still on its way …
    const opening = await held.arrived(0)
    // … when the visitor changes the choice; then the opening's answer comes.
    fireEvent.click(within(sheet()).getByRole('checkbox', { name: 'Билайн' }))
    opening.release()
    ;(await held.arrived(1)).release()
    await waitFor(() => expect(status).toHaveTextContent(showText(pending)))
    expect(within(sheet()).getByRole('button', { name: showText(pending) })).toBeInTheDocument()
    // The opening's request was dropped with the change: its count was never said.
    expect(opening.signal.aborted).toBe(true)
  })

  it('a dismissed sheet puts the choice back and the focus on the button', async () => {
    const { opener, form } = await mount()
    await userEvent.click(opener)
    fireEvent.click(within(sheet()).getByRole('checkbox', { name: 'Билайн' }))
    await userEvent.type(within(sheet()).getByLabelText('Маска номера'), '5')
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Закрыть' }))
    expect(sheet().open).toBe(false)
    expect(sheet().contains(form)).toBe(false)
    expect(document.activeElement).toBe(opener)
    expect((screen.getByRole('checkbox', { name: 'Билайн', hidden: true }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByLabelText('Маска номера') as HTMLInputElement).value).toBe('')
    expect(opener.textContent).toBe('Фильтры · 1')
  })

  it('«Показать …» applies the choice: the list reloads at once, the button counts two filters', async () => {
    const { opener } = await mount()
    const sent = logRequests(server)
    await userEvent.click(opener)
    await userEvent.type(within(sheet()).getByLabelText('Маска номера'), '5')
    const pending = await countOf('mask=5&provider=mts')
    const apply = await within(sheet()).findByRole('button', { name: showText(pending) })
    await userEvent.click(apply)
    expect(sheet().open).toBe(false)
    await waitFor(() => expect(location.search).toBe('?mask=5&provider=mts'))
    await waitFor(() => expect(sent).toContain('GET /api/catalog/numbers/?mask=5&provider=mts&page=1'))
    const applied = screen.getByRole('button', { name: 'Фильтры, выбрано: 2' })
    expect(applied.textContent).toBe('Фильтры · 2')
    expect(document.activeElement).toBe(applied)
    // The form's own button reads as before once back in the page.
    expect(screen.getByRole('button', { name: 'Показать', hidden: true })).toBeTruthy()
  })

  it('stops once released: the button opens nothing, the form stays in its place', async () => {
    const { page, opener, form } = await mount()
    page.unmount()
    await userEvent.click(opener)
    expect(document.querySelector('dialog.filter-sheet__dialog')).toBeNull()
    expect(form.isConnected).toBe(true)
  })
})
