import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ShortLink from '../../islands/short-link/ShortLink'
import { json, stubFetch } from '../api/fetch-stub'
import { renderNumbersFilters, type NumbersFormValues } from './filters-pages'

const SHORT_URL = 'http://localhost:3000/s/Ab3dEf7/'
const ERROR = 'Произошла ошибка. Попробуйте еще раз позже.'

/** A promise the test settles by hand, to look at the button mid-request. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true })
}
function setExecCommand(result: boolean) {
  const exec = vi.fn((_command: string) => result)
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true, writable: true })
  return exec
}

/** The /numbers/ page's filter form with the generator under it, as on the page. */
function mount(values: NumbersFormValues = {}) {
  const form = renderNumbersFilters(values)
  const host = form.querySelector<HTMLElement>('[data-island="short-link"]')!
  expect([host.dataset.form, host.dataset.shortLinkUrl]).toEqual(['catalog-filters', '/api/short-links/'])
  render(<ShortLink form={host.dataset.form!} shortLinkUrl={host.dataset.shortLinkUrl!} />, { container: host })
  return form
}

/** The generator's own live region (the page has others, e.g. the catalogue's). */
const status = () => within(document.querySelector<HTMLElement>('[data-island="short-link"]')!).getByRole('status')
const create = () => screen.getByRole('button', { name: 'Получить короткую ссылку' })

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/'
  // The catalogue island keeps the address in step with the form; the link is built from the form.
  history.replaceState(null, '', '/numbers/?stale=1')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('short-link generator (spec §2, §5, §7)', () => {
  it('POSTs the page address with the filters (§5 rules) and the CSRF header, then shows the short link', async () => {
    const { seen } = stubFetch(() => json(201, { short_url: SHORT_URL }))
    const form = mount({ provider: ['mts', 'beeline'], mask: ' 777 ', price_min: '1 500' })
    ;(screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement).value = 'price'
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="catalog_id" value="3"><input type="hidden" name="page_size" value="40">')

    await userEvent.click(create())

    const field = await screen.findByRole('textbox', { name: 'Короткая ссылка' })
    expect(field).toHaveValue(SHORT_URL)
    expect(field).toHaveAttribute('readonly')
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/short-links/',
        csrf: 'tok',
        contentType: 'application/json',
        body: { with_param_url: `${location.origin}/numbers/?mask=777&provider=mts%3Abeeline&price_min=1500` },
      },
    ])
  })

  it('an unfiltered page shortens to the bare page address', async () => {
    const { seen } = stubFetch(() => json(201, { short_url: SHORT_URL }))
    mount()
    await userEvent.click(create())
    await screen.findByRole('textbox', { name: 'Короткая ссылка' })
    expect(seen.map((r) => r.body)).toEqual([{ with_param_url: `${location.origin}/numbers/` }])
  })

  it('is busy while the link is being made', async () => {
    const gate = deferred<Response>()
    stubFetch(() => gate.promise)
    mount()
    await userEvent.click(create())
    const button = screen.getByRole('button', { name: /Получить короткую ссылку/ })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await act(async () => gate.resolve(json(201, { short_url: SHORT_URL })))
    expect(create()).toBeEnabled()
    expect(create()).not.toHaveAttribute('aria-busy')
  })

  it('copies with the Clipboard API and says «Ссылка скопирована»', async () => {
    stubFetch(() => json(201, { short_url: SHORT_URL }))
    const writeText = vi.fn(async (_text: string) => {})
    setClipboard(writeText)
    mount()
    await userEvent.click(create())
    await userEvent.click(await screen.findByRole('button', { name: 'Копировать' }))
    expect(writeText.mock.calls).toEqual([[SHORT_URL]])
    expect(status()).toHaveTextContent('Ссылка скопирована')
    // A second copy changes the live region's text, so it is announced again.
    const first = status().textContent
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }))
    expect(writeText).toHaveBeenCalledTimes(2)
    expect(status().textContent).not.toBe(first)
    expect(status()).toHaveTextContent('Ссылка скопирована')
  })

  it('falls back to select + execCommand("copy") without the Clipboard API', async () => {
    stubFetch(() => json(201, { short_url: SHORT_URL }))
    setClipboard(undefined)
    const exec = setExecCommand(true)
    mount()
    await userEvent.click(create())
    const field = (await screen.findByRole('textbox', { name: 'Короткая ссылка' })) as HTMLInputElement
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }))
    expect(exec.mock.calls).toEqual([['copy']])
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(SHORT_URL)
    expect(status()).toHaveTextContent('Ссылка скопирована')
  })

  it('tells the visitor to copy by hand when both ways fail', async () => {
    stubFetch(() => json(201, { short_url: SHORT_URL }))
    setClipboard(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))))
    setExecCommand(false)
    mount()
    await userEvent.click(create())
    await userEvent.click(await screen.findByRole('button', { name: 'Копировать' }))
    expect(status()).toHaveTextContent('Не удалось скопировать. Выделите ссылку и скопируйте её вручную.')
  })

  it.each([
    ['a server error', () => json(500, { detail: 'boom' })],
    ['a refused address', () => json(400, { with_param_url: ['Укажите адрес страницы этого сайта.'] })],
    ['an answer without short_url', () => json(201, {})],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows «%s» as the error message and lets the visitor retry', async (_case, answer) => {
    stubFetch(answer as () => Response)
    mount()
    await userEvent.click(create())
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR)
    expect(screen.queryByRole('textbox', { name: 'Короткая ссылка' })).toBeNull()
    expect(create()).toBeEnabled()

    stubFetch(() => json(201, { short_url: SHORT_URL }))
    await userEvent.click(create())
    expect(await screen.findByRole('textbox', { name: 'Короткая ссылка' })).toHaveValue(SHORT_URL)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('drops the link once a filter changes, so an old link is never shared by mistake', async () => {
    stubFetch(() => json(201, { short_url: SHORT_URL }))
    mount()
    await userEvent.click(create())
    await screen.findByRole('textbox', { name: 'Короткая ссылка' })
    fireEvent.click(screen.getByRole('checkbox', { name: 'МТС' }))
    expect(screen.queryByRole('textbox', { name: 'Короткая ссылка' })).toBeNull()
    expect(create()).toBeEnabled()
  })

  it('stays disabled and warns, naming the attribute, when data-form names no form', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<ShortLink form="nowhere" shortLinkUrl="/api/short-links/" />)
    expect(create()).toBeDisabled()
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['[short-link] data-form="nowhere" names no form; the button stays disabled'])
  })
})
