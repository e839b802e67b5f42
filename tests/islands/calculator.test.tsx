import { act, fireEvent, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, loadFixture, logRequests, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

// The demo catalogue's 320 tariffs: answers of several pages.
const server = useReferenceServer({ catalog: 'full' })
/** Spec §9: the calculator asks 500 ms after the last change. */
const CALCULATOR_DEBOUNCE_MS = 500

/** The calculator page as the server renders it, mounted; then only setTimeout is faked, for the 500 ms debounce. */
async function mount() {
  const server = new DOMParser().parseFromString(fixtureHTML('calculator.html'), 'text/html')
  const props = JSON.parse(server.querySelector('[data-island="calculator"] > script[data-props]')!.textContent!) as { providers: { slug: string }[] }
  expect(props.providers.map((p) => p.slug)).toEqual(['mts', 'beeline', 'megafon', 'tele2'])
  const page = await loadFixture('calculator.html')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return page
}

const settle = async (ms = CALCULATOR_DEBOUNCE_MS) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
const query = (line: string) => new URL(line.slice(4), location.href).searchParams
/** The calculator's own requests (the cards' compare buttons ask for the comparison list too). */
const asked = (sent: string[]) => sent.filter((line) => line.startsWith('GET /api/tariffs/calculator/'))
const results = () => screen.getByRole('tabpanel', { name: 'Результаты', hidden: true })

afterEach(() => vi.useRealTimers())

/**
 * What a visitor sees of the calculator's first look, element by element: tags, classes, roles,
 * states, texts and field values, without the ids (the server's are its own, React's from useId)
 * and without what only the form without script needs (field names, its GET). The results panel,
 * hidden, only down to its status: the server lists the first results there for the visitor
 * without script.
 */
function firstLook(root: Element): string[] {
  const STATES = [
    'type',
    'role',
    'aria-label',
    'aria-selected',
    'aria-valuetext',
    'tabindex',
    'hidden',
    'disabled',
    'min',
    'max',
    'step',
    'inputmode',
  ]
  return [...root.querySelectorAll('*')]
    .filter((el) => !el.closest('.calculator__list, .site-more'))
    .map((el) => {
      const states = STATES.filter((name) => el.hasAttribute(name)).map((name) => `${name}=${el.getAttribute(name)}`)
      const value =
        el instanceof HTMLInputElement
          ? ` value=${el.type === 'checkbox' ? el.checked : el.value}`
          : el instanceof HTMLOptionElement
            ? ` selected=${el.selected}`
            : ''
      // The text as laid out: a space between a label's words and its select counts, the server's
      // indentation between blocks does not.
      const text = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .replace(/\s+/g, ' ')
      const shown = el.matches('.calculator__status') || !text.trim() ? '' : text
      return `${el.localName}.${el.className} ${states.join(' ')}${value} ${shown}`
    })
}

describe('calculator island', () => {
  it('first draws what the server drew, so nothing moves or changes when it replaces that', async () => {
    const server = new DOMParser().parseFromString(fixtureHTML('calculator.html'), 'text/html').querySelector('.calculator')!
    await mount()
    const island = document.querySelector('[data-island="calculator"] .calculator')!
    expect(document.querySelector('[data-island="calculator"]')).toHaveAttribute('data-island-state', 'mounted')
    expect(firstLook(island)).toEqual(firstLook(server))
  })

  it('asks 500 ms after the last change, and shows the count line with plurals and a page of cards', async () => {
    await mount()
    const sent = logRequests(server)
    const minutes = screen.getByLabelText('Минут разговора в день')
    fireEvent.input(minutes, { target: { value: '5' } })
    await settle(CALCULATOR_DEBOUNCE_MS - 100)
    fireEvent.input(minutes, { target: { value: '10' } })
    await settle(CALCULATOR_DEBOUNCE_MS - 1)
    expect(sent).toHaveLength(0)
    await settle(1)
    expect(sent.map((line) => query(line).get('calls'))).toEqual(['180,90,30'])

    fireEvent.click(screen.getByRole('button', { name: 'Показать тарифы' }))
    expect(screen.getByRole('tab', { name: 'Результаты' })).toHaveAttribute('aria-selected', 'true')
    await vi.waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(10))
    expect(within(results()).getByRole('status')).toHaveTextContent('Найдено 106 тарифов у 4 операторов')
    expect(asked(sent)).toHaveLength(1) // the same question is not asked twice
    // Each tariff's unlimited apps are said in its own card, after its summary.
    const options = within(results()).getAllByText(/^Безлимитные: /)
    expect(options.length).toBeGreaterThan(0)
    for (const line of options) expect(line.closest('article')).not.toBeNull()

    fireEvent.click(within(results()).getByRole('button', { name: 'Изменить параметры' }))
    expect(screen.getByRole('tab', { name: 'Параметры' })).toHaveFocus()
  })

  it('«Показать ещё» asks the next ten from offset 10 and hides once the count is reached', async () => {
    await mount()
    fireEvent.input(screen.getByLabelText('Минут разговора в день'), { target: { value: '0' } })
    fireEvent.input(screen.getByLabelText('SMS в день'), { target: { value: '15' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Безлимитный интернет (∞)' }))
    await settle()
    const sent = logRequests(server)
    fireEvent.click(screen.getByRole('button', { name: 'Показать тарифы' }))
    await vi.waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(10))
    expect(within(results()).getByRole('status')).toHaveTextContent('Найдено 13 тарифов у 4 операторов')
    fireEvent.click(within(results()).getByRole('button', { name: 'Показать ещё' }))
    await vi.waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(13))
    expect(within(results()).queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    expect(asked(sent).map((line) => query(line).get('offset'))).toEqual(['10'])
  })

  it('lets the newest request win (the older one is aborted) and says «Ничего не найдено»', async () => {
    let releaseFirst!: () => void
    const first = new Promise<void>((resolve) => (releaseFirst = resolve))
    const signals: AbortSignal[] = []
    server.use(
      http.get(
        '/api/tariffs/calculator/',
        async ({ request }) => {
          signals.push(request.signal)
          await first
          return referenceResponse(request)
        },
        { once: true },
      ),
    )
    await mount()
    const sent = logRequests(server)
    fireEvent.input(screen.getByLabelText('SMS в день'), { target: { value: '1' } })
    await settle()
    fireEvent.input(screen.getByLabelText('SMS в день'), { target: { value: '900' } })
    await settle()
    fireEvent.click(screen.getByRole('tab', { name: 'Результаты' }))
    await vi.waitFor(() => expect(within(results()).getByRole('status')).toHaveTextContent('Ничего не найдено'))
    expect(signals.map((signal) => signal.aborted)).toEqual([true])
    // Were the older answer (tariffs for 30 SMS a month) to come now, it would be dropped.
    releaseFirst()
    await settle(0)
    expect(within(results()).getByRole('status')).toHaveTextContent('Ничего не найдено')
    expect(asked(sent).map((line) => query(line).get('sms'))).toEqual(['30', '27000'])
  })
})
