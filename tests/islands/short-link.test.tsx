import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, loadFixture, logRequests, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
/** What the reference server answers: a short address on the page's origin. */
const SHORT_URL = new RegExp(`^${location.origin}/s/[A-Za-z0-9]+/$`)
const ERROR = 'Произошла ошибка. Попробуйте еще раз позже.'

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true })
}
function setExecCommand(result: boolean) {
  const exec = vi.fn((_command: string) => result)
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true, writable: true })
  return exec
}

/**
 * The /numbers/ page's filter form with the generator under it, as on the page. The address has
 * a stale parameter: the catalogue island keeps the address in step with the form, and the
 * link is built from the form.
 */
async function mount() {
  const page = await loadFixture('short-link.html', { url: '/numbers/?stale=1' })
  const host = page.hostsOf('short-link')[0]!.element
  expect([host.dataset.form, host.dataset.shortLinkUrl]).toEqual(['catalog-filters', '/api/short-links/'])
  return { page, form: document.getElementById('catalog-filters') as HTMLFormElement }
}

/** The generator's own live region (the page has others, e.g. the catalogue's). */
const status = () => within(document.querySelector<HTMLElement>('[data-island="short-link"]')!).getByRole('status')
const create = () => screen.getByRole('button', { name: 'Получить короткую ссылку' })
const made = () => screen.findByRole('textbox', { name: 'Короткая ссылка' })

afterEach(() => vi.restoreAllMocks())

describe('short-link generator (spec §2, §5, §7)', () => {
  it('POSTs the page address with the filters (§5 rules) and the CSRF header, then shows the short link', async () => {
    const { form } = await mount()
    const sent = logRequests(server)
    await userEvent.click(screen.getByRole('checkbox', { name: 'МТС' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Маска номера' }), { target: { value: ' 777 ' } })
    await userEvent.click(screen.getByRole('button', { name: 'Расширенный поиск' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Цена от, ₽' }), '1500')
    ;(screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement).value = 'price'
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="catalog_id" value="3"><input type="hidden" name="page_size" value="40">')

    await userEvent.click(create())

    const field = await made()
    expect((field as HTMLInputElement).value).toMatch(SHORT_URL)
    expect(field).toHaveAttribute('readonly')
    expect(sent.filter((line) => line.startsWith('POST'))).toEqual([
      `POST /api/short-links/ ${JSON.stringify({ with_param_url: `${location.origin}/numbers/?mask=777&provider=mts%3Abeeline&price_min=1500` })}`,
    ])
  })

  it('an unfiltered page shortens to the bare page address', async () => {
    await mount()
    const sent = logRequests(server)
    await userEvent.click(create())
    await made()
    expect(sent).toEqual([`POST /api/short-links/ ${JSON.stringify({ with_param_url: `${location.origin}/numbers/` })}`])
  })

  it('is busy while the link is being made', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('/api/short-links/', async ({ request }) => {
        await held
        return referenceResponse(request)
      }),
    )
    await mount()
    await userEvent.click(create())
    const button = screen.getByRole('button', { name: /Получить короткую ссылку/ })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await act(async () => release())
    await made()
    expect(create()).toBeEnabled()
    expect(create()).not.toHaveAttribute('aria-busy')
  })

  it('copies with the Clipboard API and says «Ссылка скопирована»', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    setClipboard(writeText)
    await mount()
    await userEvent.click(create())
    const link = ((await made()) as HTMLInputElement).value
    await userEvent.click(await screen.findByRole('button', { name: 'Копировать' }))
    expect(writeText.mock.calls).toEqual([[link]])
    expect(status()).toHaveTextContent('Ссылка скопирована')
    // A second copy changes the live region's text, so it is announced again.
    const first = status().textContent
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }))
    expect(writeText).toHaveBeenCalledTimes(2)
    expect(status().textContent).not.toBe(first)
    expect(status()).toHaveTextContent('Ссылка скопирована')
  })

  it('falls back to select + execCommand("copy") without the Clipboard API', async () => {
    setClipboard(undefined)
    const exec = setExecCommand(true)
    await mount()
    await userEvent.click(create())
    const field = (await made()) as HTMLInputElement
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }))
    expect(exec.mock.calls).toEqual([['copy']])
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toMatch(SHORT_URL)
    expect(status()).toHaveTextContent('Ссылка скопирована')
  })

  it('tells the visitor to copy by hand when both ways fail', async () => {
    setClipboard(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))))
    setExecCommand(false)
    await mount()
    await userEvent.click(create())
    await userEvent.click(await screen.findByRole('button', { name: 'Копировать' }))
    expect(status()).toHaveTextContent('Не удалось скопировать. Выделите ссылку и скопируйте её вручную.')
  })

  it.each([
    ['a server error', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    ['a refused address', () => HttpResponse.json({ with_param_url: ['Укажите адрес страницы этого сайта.'] }, { status: 400 })],
    ['an answer without short_url', () => HttpResponse.json({}, { status: 201 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows «%s» as the error message and lets the visitor retry', async (_case, answer) => {
    // Once: the retry reaches the reference server.
    server.use(http.post('/api/short-links/', answer, { once: true }))
    await mount()
    await userEvent.click(create())
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR)
    expect(screen.queryByRole('textbox', { name: 'Короткая ссылка' })).toBeNull()
    expect(create()).toBeEnabled()

    await userEvent.click(create())
    expect(((await made()) as HTMLInputElement).value).toMatch(SHORT_URL)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('drops the link once a filter changes, so an old link is never shared by mistake', async () => {
    await mount()
    await userEvent.click(create())
    await made()
    fireEvent.click(screen.getByRole('checkbox', { name: 'МТС' }))
    expect(screen.queryByRole('textbox', { name: 'Короткая ссылка' })).toBeNull()
    expect(create()).toBeEnabled()
  })

  it('stays disabled and warns, naming the attribute, when data-form names no form', async () => {
    const host = /<div[^>]*data-island="short-link"[^>]*>.*?<\/button><\/div><\/div>/.exec(fixtureHTML('short-link.html'))![0]
    const page = await loadFixture(host.replace('data-form="catalog-filters"', 'data-form="nowhere"'))
    expect(create()).toBeDisabled()
    expect(page.warnings).toEqual(['[short-link] data-form="nowhere" names no form; the button stays disabled'])
  })
})
