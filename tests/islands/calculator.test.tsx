import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Calculator, { CALCULATOR_DEBOUNCE_MS } from '../../islands/calculator/Calculator'
import { CALCULATOR_MESSAGES } from '../../islands/calculator/messages'
import { calculatorQuery, clampWhole } from '../../islands/calculator/request'
import { DEFAULT_SHARES, rebalance, splitMinutes, type Share } from '../../islands/calculator/shares'
import { resetCalculator } from '../../shared/stores'
import { json, stubFetch } from '../api/fetch-stub'
import { putPageBody, renderTemplate } from '../fixture'
import { tariff } from './comparison-pages'

const PROVIDERS = [{ slug: 'mts', display_name: 'МТС' }, { slug: 'beeline', display_name: 'Билайн' }]

/** The calculator page as the server renders it; the island mounts on its host with its props. */
function mount() {
  putPageBody(renderTemplate('pages/site/calculator.html', {
    values: { calls: ['0', '0', '0'], sms: '', gb: '', gb_unlim: false }, errors: {}, result: null, next_url: null,
    data_url: '/api/tariffs/calculator/', calculator_props: { providers: PROVIDERS },
  }))
  const host = document.querySelector<HTMLElement>('[data-island="calculator"]')!
  const props = JSON.parse(host.querySelector('script[data-props]')!.textContent!) as { providers: typeof PROVIDERS }
  expect(props.providers).toEqual(PROVIDERS)
  return render(<Calculator calculatorUrl={host.dataset.calculatorUrl!} providers={props.providers} />, { container: host })
}

const page = (ids: number[], count: number, providerCount = 2) => json(200, {
  results: ids.map((id) => tariff(id, `Тариф ${id}`, { included_options: id % 2 ? [['1', '0.00'], ['3', '0.00']] : [] })),
  count, provider_count: providerCount, next: null,
})
const settle = async (ms = CALCULATOR_DEBOUNCE_MS) => act(async () => { await vi.advanceTimersByTimeAsync(ms) })

beforeEach(() => {
  resetCalculator()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('calls-direction shares (spec §5, §9)', () => {
  it('always sum to 100 whichever share moves, each within 0–100', () => {
    let shares = DEFAULT_SHARES
    const moves: [Share, number][] = [['same', 80], ['other', 50], ['international', 90], ['same', -20], ['other', 250], ['international', 0], ['same', 33.6]]
    const seen = moves.map(([share, value]) => {
      shares = rebalance(shares, share, value)
      return [shares.same, shares.other, shares.international]
    })
    expect(seen).toEqual([[80, 20, 0], [50, 50, 0], [10, 0, 90], [0, 0, 100], [0, 100, 0], [0, 100, 0], [34, 66, 0]])
  })

  it('split the month\'s minutes into whole minutes that add up', () => {
    expect(splitMinutes(600, { same: 60, other: 30, international: 10 })).toEqual([360, 180, 60])
    expect(splitMinutes(31, { same: 33, other: 33, international: 34 })).toEqual([10, 10, 11])
  })
})

describe('calculator request (spec §7)', () => {
  it('carries daily figures × 30, the providers, the number type, options, sort, limit 10 and the offset', () => {
    expect(calculatorQuery({
      minutesPerDay: 10, shares: DEFAULT_SHARES, smsPerDay: 3, gb: 20, gbUnlim: true, providers: ['mts', 'beeline'],
      numberType: 'city', includeOptions: true, ordering: '-price',
    }, { subdomain: 'moskva', offset: 20 })).toEqual({
      subdomain: 'moskva', provider: 'mts,beeline', number_type: 'city', calls: '180,90,30', sms: '90', gb_unlim: 'true',
      include_options: 'true', ordering: '-price', limit: '10', offset: '20',
    })
  })

  it('clamps negative, huge and junk input', () => {
    expect(['-5', '99999', 'abc', '12,7', '3 000'].map((v) => clampWhole(v, 1440))).toEqual([0, 1440, 0, 12, 1440])
  })
})

describe('calculator island', () => {
  it('asks 500 ms after the last change, shows the count line with plurals, cards with their options, and «more» to the count', async () => {
    const { seen } = stubFetch((request) => {
      const offset = Number(new URL(request.url, 'http://x').searchParams.get('offset'))
      return offset === 0 ? page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 12, 1) : page([11, 12], 12, 1)
    })
    mount()
    const minutes = screen.getByLabelText('Минут разговора в день')
    fireEvent.change(minutes, { target: { value: '5' } })
    await settle(CALCULATOR_DEBOUNCE_MS - 100)
    fireEvent.change(minutes, { target: { value: '10' } })
    await settle(CALCULATOR_DEBOUNCE_MS - 1)
    expect(seen).toHaveLength(0)
    await settle(1)
    expect(seen.map((r) => new URL(r.url, 'http://x').searchParams.get('calls'))).toEqual(['180,90,30'])

    fireEvent.click(screen.getByRole('button', { name: 'Показать тарифы' }))
    expect(screen.getByRole('tab', { name: 'Результаты' })).toHaveAttribute('aria-selected', 'true')
    const results = screen.getByRole('tabpanel', { name: 'Результаты' })
    expect(within(results).getByRole('status')).toHaveTextContent('Найдено 12 тарифов у 1 оператора')
    expect(seen).toHaveLength(1) // the same question is not asked twice
    expect(within(results).getAllByRole('article')).toHaveLength(10)
    expect(within(results).getAllByText('Безлимитные: мессенджеры, видео')).toHaveLength(5)

    fireEvent.click(within(results).getByRole('button', { name: 'Показать ещё' }))
    await settle(0)
    expect(within(results).getAllByRole('article')).toHaveLength(12)
    expect(within(results).queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    expect(new URL(seen[1]!.url, 'http://x').searchParams.get('offset')).toBe('10')

    fireEvent.click(within(results).getByRole('button', { name: 'Изменить параметры' }))
    expect(screen.getByRole('tab', { name: 'Параметры' })).toHaveFocus()
  })

  it('lets the newest request win and says «Ничего не найдено»', async () => {
    let answerFirst!: (r: Response) => void
    const { seen } = stubFetch((request) => {
      if (seen.length === 1) return new Promise<Response>((resolve) => (answerFirst = resolve))
      return page([], 0, 0)
    })
    mount()
    fireEvent.change(screen.getByLabelText('SMS в день'), { target: { value: '1' } })
    await settle()
    fireEvent.change(screen.getByLabelText('SMS в день'), { target: { value: '900' } })
    await settle()
    answerFirst(page([1, 2], 2))
    await settle(0)
    fireEvent.click(screen.getByRole('tab', { name: 'Результаты' }))
    expect(within(screen.getByRole('tabpanel', { name: 'Результаты' })).getByRole('status')).toHaveTextContent('Ничего не найдено')
    expect(seen.map((r) => new URL(r.url, 'http://x').searchParams.get('sms'))).toEqual(['30', '27000'])
  })

  it('keeps the browser from putting back an old scroll position on a reload (spec §4: a reload lands at the top) while it is mounted', () => {
    stubFetch(() => page([], 0, 0))
    history.scrollRestoration = 'auto'
    const { unmount } = mount()
    expect(history.scrollRestoration).toBe('manual')
    unmount()
    expect(history.scrollRestoration).toBe('auto')
  })

  it('spells the count line with Russian plural forms', () => {
    expect([[1, 1], [3, 2], [21, 5], [112, 4]].map(([t, p]) => CALCULATOR_MESSAGES.count(t!, p!))).toEqual([
      'Найдено 1 тариф у 1 оператора', 'Найдено 3 тарифа у 2 операторов', 'Найдено 21 тариф у 5 операторов', 'Найдено 112 тарифов у 4 операторов',
    ])
  })
})
