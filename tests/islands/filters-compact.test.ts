import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import enhanceFilters from '../../islands/filters/filters'
import { filterParams } from '../../islands/filters/serialize'
import { renderNumbersFilters, renderTariffsFilters, type NumbersFormValues } from './filters-pages'

let release: (() => void) | null = null
afterEach(() => {
  release?.()
  release = null
  vi.restoreAllMocks()
})

function mount(values: NumbersFormValues = {}) {
  const form = renderNumbersFilters(values)
  release = enhanceFilters(form, {})
  return form
}

const toggle = () => screen.getByRole('button', { name: /Расширенный поиск|Простой поиск/ })
const visibleBox = (name: string) => screen.queryByRole('checkbox', { name })
const visibleField = (name: string) => screen.queryByRole('textbox', { name })

describe('compact numbers filter (spec §2, §4)', () => {
  it('opens in the simple mode: mask and provider shown, advanced fields hidden behind «Расширенный поиск»', () => {
    const form = mount()
    const button = toggle()
    expect(button).toHaveAccessibleName('Расширенный поиск')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'filters-advanced')
    expect(form).toHaveAttribute('data-filter-mode', 'simple')
    expect(visibleField('Маска номера')).not.toBeNull()
    expect(visibleBox('МТС')).not.toBeNull()
    expect([visibleBox('Золотой'), visibleField('Цена от, ₽'), visibleBox('Только со скидкой')]).toEqual([null, null, null])
  })

  it('switches to advanced and back by keyboard, with aria-expanded following', async () => {
    const form = mount()
    const user = userEvent.setup()
    toggle().focus()
    await user.keyboard('{Enter}')
    expect(toggle()).toHaveAccessibleName('Простой поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    expect(form).toHaveAttribute('data-filter-mode', 'advanced')
    expect(visibleBox('Золотой')).not.toBeNull()
    expect(visibleField('Цена до, ₽')).not.toBeNull()
    expect(toggle()).toHaveFocus()

    await user.keyboard(' ')
    expect(toggle()).toHaveAccessibleName('Расширенный поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(visibleBox('Золотой')).toBeNull()
  })

  it('opens in the advanced mode when the address fills an advanced field', () => {
    const form = mount({ category: ['gold'], price_max: '50000' })
    expect(toggle()).toHaveAccessibleName('Простой поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    expect(form).toHaveAttribute('data-filter-mode', 'advanced')
    expect(visibleBox('Золотой')).toBeChecked()
  })

  it('stays simple when only simple fields are filled', () => {
    mount({ mask: '777', provider: ['mts'] })
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps hidden advanced filters in the query and counts them on the toggle', () => {
    const form = mount()
    fireEvent.click(toggle())
    fireEvent.click(screen.getByRole('checkbox', { name: 'Золотой' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Серебряный' }))
    fireEvent.input(screen.getByRole('textbox', { name: 'Цена от, ₽' }), { target: { value: '3000' } })
    fireEvent.click(toggle())
    expect(toggle()).toHaveAccessibleName('Расширенный поиск (выбрано: 2)')
    expect(filterParams(form).toString()).toBe('category=gold&category=silver&price_min=3000')
  })

  it('gives the server markup back when released', () => {
    const form = mount()
    fireEvent.click(toggle())
    release?.()
    release = null
    expect(toggle()).toHaveAccessibleName('Расширенный поиск')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(visibleBox('Золотой')).toBeNull()
    expect(form).not.toHaveAttribute('data-filter-mode')
  })

  it('is drawn by the server in the mode the island chooses, so mounting changes nothing (no layout shift)', () => {
    for (const values of [{}, { price_max: '50000' }, { category: ['gold'] }, { mask: '777' }] as NumbersFormValues[]) {
      const form = renderNumbersFilters(values)
      const served = form.outerHTML
      const stop = enhanceFilters(form, {})
      form.removeAttribute('data-filter-mode')
      form.removeAttribute('data-island-state')
      expect(form.outerHTML, JSON.stringify(values)).toBe(served)
      stop()
    }
  })

  it('leaves a form without a toggle alone (the tariffs filter)', () => {
    const form = renderTariffsFilters()
    release = enhanceFilters(form, {})
    expect(form).not.toHaveAttribute('data-filter-mode')
  })

  it('warns once, naming the toggle, when aria-controls names no block', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const form = renderNumbersFilters()
    form.querySelector('[data-filter-mode-toggle]')!.setAttribute('aria-controls', 'nowhere')
    release = enhanceFilters(form, {})
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('aria-controls="nowhere"')
    // The markup is left as the server drew it.
    expect(form).not.toHaveAttribute('data-filter-mode')
  })
})
