import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { autoLoadLimit, throttle } from '../../islands/catalog/auto-load'
import { filterParams, shortLinkParams } from '../../islands/filters/serialize'
import { loadFixture, loadPage, useReferenceServer } from '../../testing'

useReferenceServer()
afterEach(() => vi.useRealTimers())

/** The numbers filter form as the server renders it for `query`, enhanced. */
async function mount(query = '') {
  const page = query ? await loadPage(`/numbers/${query}`, { keep: ['form[data-island="filters"]'] }) : await loadFixture('filters-numbers.html')
  return { page, form: document.getElementById('catalog-filters') as HTMLFormElement }
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const checked = (...names: string[]) => names.map((n) => box(n).checked)

describe('checkbox group "any" (provider)', () => {
  it('starts with Любой checked when no provider is chosen, and unchecked when one is', async () => {
    await mount()
    expect(checked('Любой', 'МТС')).toEqual([true, false])
    await mount('?provider=mts')
    expect(checked('Любой', 'МТС')).toEqual([false, true])
  })

  it('checking another unchecks Любой; checking Любой unchecks the others', async () => {
    await mount()
    fireEvent.click(box('МТС'))
    fireEvent.click(box('Билайн'))
    expect(checked('Любой', 'МТС', 'Билайн')).toEqual([false, true, true])
    fireEvent.click(box('Любой'))
    expect(checked('Любой', 'МТС', 'Билайн')).toEqual([true, false, false])
  })

  it('unchecking the last other re-checks Любой, and Любой cannot be unchecked alone', async () => {
    await mount()
    fireEvent.click(box('МТС'))
    fireEvent.click(box('МТС'))
    expect(checked('Любой', 'МТС')).toEqual([true, false])
    fireEvent.click(box('Любой'))
    expect(checked('Любой')).toEqual([true])
  })

  it('is never sent: no provider filter means any', async () => {
    const { form } = await mount()
    expect(filterParams(form).has('provider')).toBe(false)
  })

  it('stops once released', async () => {
    const { page } = await mount()
    page.unmount()
    fireEvent.click(box('МТС'))
    expect(checked('Любой', 'МТС')).toEqual([true, true])
  })
})

describe('exclusive checkbox group', () => {
  it('keeps only one checked', async () => {
    // No reference page has one (a Django filter may): the markup the README describes.
    await loadFixture(`<form id="f" data-island="filters"><fieldset data-checkbox-group="exclusive"><legend>Категория</legend>
      <label><input type="checkbox" name="category" value="gold">Золотой</label>
      <label><input type="checkbox" name="category" value="silver">Серебряный</label></fieldset></form>`)
    fireEvent.click(box('Золотой'))
    fireEvent.click(box('Серебряный'))
    expect(checked('Золотой', 'Серебряный')).toEqual([false, true])
    fireEvent.click(box('Серебряный'))
    expect(checked('Золотой', 'Серебряный')).toEqual([false, false])
  })
})

describe('integer inputs', () => {
  it('groups thousands with a space while typing and drops everything but digits', async () => {
    await mount()
    const price = screen.getByLabelText('Цена от, ₽') as HTMLInputElement
    fireEvent.input(price, { target: { value: '1500' } })
    expect(price.value).toBe('1\u00A0500')
    fireEvent.input(price, { target: { value: '-12,5 abc' } })
    expect(price.value).toBe('125')
    fireEvent.input(price, { target: { value: '0001234567' } })
    expect(price.value).toBe('1\u00A0234\u00A0567')
  })
})

describe('number mask input', () => {
  it('shows Введите корректную маску номера. linked to the input, and clears it when fixed or emptied', async () => {
    await mount()
    const mask = screen.getByLabelText('Маска номера') as HTMLInputElement
    fireEvent.change(mask, { target: { value: '12g' } })
    expect(mask).toHaveAttribute('aria-invalid', 'true')
    expect(mask).toHaveClass('is-invalid')
    expect(mask).toHaveAccessibleDescription(expect.stringContaining('Введите корректную маску номера.'))
    fireEvent.input(mask, { target: { value: '9*777' } })
    expect(mask).not.toHaveAttribute('aria-invalid')
    expect(mask).toHaveAttribute('aria-describedby', 'filter-mask-hint')
    fireEvent.change(mask, { target: { value: 'xxyy' } })
    expect(mask).not.toHaveAttribute('aria-invalid')
    fireEvent.change(mask, { target: { value: '' } })
    expect(mask).not.toHaveAttribute('aria-invalid')
  })
})

describe('serialisation', () => {
  it('sends what the form would submit, without empty values and with integers cleaned', async () => {
    const { form } = await mount('?provider=mts&provider=beeline')
    ;(screen.getByLabelText('Цена до, ₽') as HTMLInputElement).value = '12\u00A0000'
    ;(screen.getByLabelText('Маска номера') as HTMLInputElement).value = ' 777 '
    expect(filterParams(form).toString()).toBe('mask=777&provider=mts&provider=beeline&price_max=12000')
  })

  it('builds short-link params: no catalog_id, ordering, page_size or empty values; repeats joined by a colon', async () => {
    const { form } = await mount('?provider=mts&provider=beeline')
    ;(screen.getByLabelText('Цена от, ₽') as HTMLInputElement).value = '1 500'
    ;(screen.getByLabelText('Сортировка') as HTMLSelectElement).value = 'price'
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="catalog_id" value="3"><input type="hidden" name="page_size" value="40">')
    expect(Object.fromEntries(shortLinkParams(form))).toEqual({ provider: 'mts:beeline', price_min: '1500' })
    expect(filterParams(form).get('ordering')).toBe('price')
  })
})

describe('auto-load helpers', () => {
  it('picks the page limit of the widest breakpoint not above the width', () => {
    const limits = { 0: 1, 1200: 2 }
    expect([autoLoadLimit(limits, 360), autoLoadLimit(limits, 1199), autoLoadLimit(limits, 1280)]).toEqual([1, 1, 2])
    expect([autoLoadLimit({ 1200: 2 }, 1024), autoLoadLimit(undefined, 1280), autoLoadLimit('x', 1280)]).toEqual([0, 0, 0])
  })

  it('throttles to one call per interval, keeping the last of a burst', () => {
    vi.useFakeTimers()
    const seen: number[] = []
    const t = throttle(() => seen.push(Date.now()), 1000)
    const start = Date.now()
    t.run()
    t.run()
    t.run()
    vi.advanceTimersByTime(1000)
    t.run()
    vi.advanceTimersByTime(5000)
    expect(seen.map((at) => at - start)).toEqual([0, 1000, 2000])
    t.run()
    t.cancel()
    expect(seen).toHaveLength(4)
  })
})
