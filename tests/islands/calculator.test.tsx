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

describe('calculator island', () => {
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
    expect(within(results()).getAllByText(/^Безлимитные: /).length).toBeGreaterThan(0)

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

  it('keeps the browser from putting back an old scroll position on a reload (spec §4: a reload lands at the top) while it is mounted', async () => {
    history.scrollRestoration = 'auto'
    const page = await mount()
    expect(history.scrollRestoration).toBe('manual')
    page.unmount()
    expect(history.scrollRestoration).toBe('auto')
  })
})
