import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, loadFixture, loadPage, logRequests, useReferenceServer, type LoadedPage } from 'storefront-islands/testing'

const server = useReferenceServer()
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The server's steps in tariffs.html: 0 (any), 3 … 100 GB, then ∞ at index 10. */
const UNLIM_INDEX = '10'

let page: LoadedPage
/** The tariffs filter form as the server renders it for `query`, enhanced, the slider drawn. */
async function mount(query = '') {
  page = query ? await loadPage(`/tariffs/${query}`, { keep: ['form[data-island="filters"]'] }) : await loadFixture('filters-tariffs.html')
  await screen.findByRole('slider', { name: 'Интернет не меньше' })
}

/**
 * The filters the page sends for the form as it stands: the query of the address the form's
 * «Получить короткую ссылку» asks a short link for (spec §5: the form's filters, empty ones left out).
 */
async function sentFilters(): Promise<string> {
  const sent = logRequests(server)
  await userEvent.click(screen.getByRole('button', { name: 'Получить короткую ссылку' }))
  await screen.findByRole('textbox', { name: 'Короткая ссылка' })
  const post = sent.find((line) => line.startsWith('POST /api/short-links/ '))!
  return new URL((JSON.parse(post.slice('POST /api/short-links/ '.length)) as { with_param_url: string }).with_param_url).search
}

const slider = () => screen.getByRole('slider', { name: 'Интернет не меньше' }) as HTMLInputElement
const shown = () => document.querySelector('.range-filter__value')?.textContent
const move = (value: string) => fireEvent.input(slider(), { target: { value } })

describe('internet-volume range slider (spec §2)', () => {
  it('replaces the GB field and the unlimited flag with a labelled slider starting at «Не важно»', async () => {
    await mount()
    expect(slider()).toHaveAttribute('type', 'range')
    expect([slider().min, slider().max, slider().value]).toEqual(['0', UNLIM_INDEX, '0'])
    expect(slider()).toHaveAttribute('aria-valuetext', 'Не важно')
    expect(shown()).toBe('Не важно')
    expect(screen.queryByRole('textbox', { name: 'Интернет не меньше, ГБ' })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'Безлимитный интернет' })).toBeNull()
  })

  it('a GB step sends gb_min and says «15 ГБ»', async () => {
    await mount()
    move('4')
    expect(slider()).toHaveAttribute('aria-valuetext', '15 ГБ')
    expect(shown()).toBe('15 ГБ')
    expect(await sentFilters()).toBe('?gb_min=15')
  })

  it('the last step is unlimited: shown as ∞, sends unlim=true and no gb_min', async () => {
    await mount()
    move('5')
    move(UNLIM_INDEX)
    expect(shown()).toBe('∞')
    expect(slider()).toHaveAttribute('aria-valuetext', '∞, безлимитный интернет')
    expect(await sentFilters()).toBe('?unlim=true')
  })

  it('back to the first step sends no internet filter at all', async () => {
    await mount('?unlim=true')
    move('0')
    expect(shown()).toBe('Не важно')
    expect(await sentFilters()).toBe('')
  })

  it('starts where the address puts it: ∞ for unlim, the step of gb_min, or the step below an odd value', async () => {
    await mount('?unlim=true&gb_min=20')
    expect([slider().value, shown()]).toEqual([UNLIM_INDEX, '∞'])
    await mount('?gb_min=30')
    expect([slider().value, shown()]).toEqual(['6', '30 ГБ'])
    await mount('?gb_min=7')
    expect([slider().value, shown()]).toEqual(['2', '7 ГБ'])
    expect(new URLSearchParams(await sentFilters()).get('gb_min')).toBe('7')
  })

  it("moving it is a filter change the catalogue hears: the slider's input event reaches the form", async () => {
    // The tariffs catalogue under the form: it reloads its cards 1 s after a filter change (spec §9).
    await loadFixture('catalog-tariffs.html')
    await screen.findByRole('slider', { name: 'Интернет не меньше' })
    const sent = logRequests(server)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    move(UNLIM_INDEX)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent.filter((line) => line.startsWith('GET /api/catalog/tariffs/'))).toEqual(['GET /api/catalog/tariffs/?unlim=true&page=1'])
    expect(location.search).toBe('?unlim=true')
  })

  it('gives the server fields back when released', async () => {
    await mount('?gb_min=10')
    page.unmount()
    expect(screen.queryByRole('slider')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Интернет не меньше, ГБ' })).toHaveValue('10')
    expect(screen.getByRole('checkbox', { name: 'Безлимитный интернет' })).not.toBeChecked()
  })

  it('warns, naming the block, when a field it needs is missing', async () => {
    const html = fixtureHTML('filters-tariffs.html').replace(/data-range-unlim="[^"]*"/, 'data-range-unlim="nowhere"')
    expect(html).toContain('data-range-unlim="nowhere"')
    const loaded = await loadFixture(html)
    expect(loaded.warnings).toEqual([expect.stringContaining('data-range-slider')])
    expect(screen.queryByRole('slider')).toBeNull()
  })

  it("follows a reset of the form (the phone's filter sheet dismissed) back to the fields' values", async () => {
    await mount('?gb_min=15')
    const form = document.getElementById('catalog-filters') as HTMLFormElement
    expect(shown()).toBe('15 ГБ')
    move(UNLIM_INDEX)
    expect(shown()).toBe('∞')
    form.reset()
    await vi.waitFor(() => expect(shown()).toBe('15 ГБ'))
    expect(slider()).toHaveAttribute('aria-valuetext', '15 ГБ')
  })
})
