import { act, fireEvent, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CALCULATOR_DEBOUNCE_MS } from '../../islands/calculator/Calculator'
import { CALCULATOR_MESSAGES } from '../../islands/calculator/messages'
import { calculatorQuery, clampWhole } from '../../islands/calculator/request'
import { DEFAULT_SHARES, rebalance, splitMinutes, type Share } from '../../islands/calculator/shares'
import { fixtureHTML, loadFixture, logRequests, referenceResponse, useReferenceServer } from '../../testing'

// The demo catalogue's 320 tariffs: answers of several pages.
const server = useReferenceServer({ catalog: 'full' })

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

describe('calls-direction shares (spec §5, §9)', () => {
  it('always sum to 100 whichever share moves, each within 0–100', () => {
    let shares = DEFAULT_SHARES
    const moves: [Share, number][] = [
      ['same', 80],
      ['other', 50],
      ['international', 90],
      ['same', -20],
      ['other', 250],
      ['international', 0],
      ['same', 33.6],
    ]
    const seen = moves.map(([share, value]) => {
      shares = rebalance(shares, share, value)
      return [shares.same, shares.other, shares.international]
    })
    expect(seen).toEqual([
      [80, 20, 0],
      [50, 50, 0],
      [10, 0, 90],
      [0, 0, 100],
      [0, 100, 0],
      [0, 100, 0],
      [34, 66, 0],
    ])
  })

  it("split the month's minutes into whole minutes that add up", () => {
    expect(splitMinutes(600, { same: 60, other: 30, international: 10 })).toEqual([360, 180, 60])
    expect(splitMinutes(31, { same: 33, other: 33, international: 34 })).toEqual([10, 10, 11])
  })
})

describe('calculator request (spec §7)', () => {
  it('carries daily figures × 30, the providers, the number type, options, sort, limit 10 and the offset', () => {
    expect(
      calculatorQuery(
        {
          minutesPerDay: 10,
          shares: DEFAULT_SHARES,
          smsPerDay: 3,
          gb: 20,
          gbUnlim: true,
          providers: ['mts', 'beeline'],
          numberType: 'city',
          includeOptions: true,
          ordering: '-price',
        },
        { subdomain: 'moskva', offset: 20 },
      ),
    ).toEqual({
      subdomain: 'moskva',
      provider: 'mts,beeline',
      number_type: 'city',
      calls: '180,90,30',
      sms: '90',
      gb_unlim: 'true',
      include_options: 'true',
      ordering: '-price',
      limit: '10',
      offset: '20',
    })
  })

  it('clamps negative, huge and junk input', () => {
    expect(['-5', '99999', 'abc', '12,7', '3 000'].map((v) => clampWhole(v, 1440))).toEqual([0, 1440, 0, 12, 1440])
  })
})

describe('calculator island', () => {
  it('asks 500 ms after the last change, and shows the count line with plurals and a page of cards', async () => {
    await mount()
    const sent = logRequests(server)
    const minutes = screen.getByLabelText('Минут разговора в день')
    fireEvent.change(minutes, { target: { value: '5' } })
    await settle(CALCULATOR_DEBOUNCE_MS - 100)
    fireEvent.change(minutes, { target: { value: '10' } })
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
    fireEvent.change(screen.getByLabelText('Минут разговора в день'), { target: { value: '0' } })
    fireEvent.change(screen.getByLabelText('SMS в день'), { target: { value: '15' } })
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
    fireEvent.change(screen.getByLabelText('SMS в день'), { target: { value: '1' } })
    await settle()
    fireEvent.change(screen.getByLabelText('SMS в день'), { target: { value: '900' } })
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

  it('spells the count line with Russian plural forms', () => {
    expect(
      [
        [1, 1],
        [3, 2],
        [21, 5],
        [112, 4],
      ].map(([t, p]) => CALCULATOR_MESSAGES.count(t!, p!)),
    ).toEqual([
      'Найдено 1 тариф у 1 оператора',
      'Найдено 3 тарифа у 2 операторов',
      'Найдено 21 тариф у 5 операторов',
      'Найдено 112 тарифов у 4 операторов',
    ])
  })
})
