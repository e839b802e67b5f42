// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deviceFilterForm, numberFilterForm, tariffFilterForm } from '../../server/catalog/filter-forms'

const PROVIDERS = [
  { value: 'mts', label: 'МТС' },
  { value: 'beeline', label: 'Билайн' },
]
const selected = (options: { value: string; selected: boolean }[] | undefined) => options?.filter((o) => o.selected).map((o) => o.value)

describe('catalogue filter forms: the values every page of a kind shows', () => {
  it('numbers: the chosen providers and categories marked, texts, flags and ordering kept', () => {
    const form = numberFilterForm(
      { provider: ['beeline'], category: 'gold', price_min: '1 000', mask: '7**', rent: 'true', ordering: '-price' },
      PROVIDERS,
      ['bronze', 'gold'],
    )
    expect(selected(form.providers)).toEqual(['beeline'])
    expect(form.categories).toEqual([
      { value: 'bronze', label: 'Бронзовый', selected: false },
      { value: 'gold', label: 'Золотой', selected: true },
    ])
    expect(form).toMatchObject({ price_min: '1 000', price_max: '', mask: '7**', rent: true, discount: false })
    expect(selected(form.orderings)).toEqual(['-price'])
  })

  it('tariffs: providers only where the page offers them (not on a provider listing)', () => {
    const form = tariffFilterForm({ provider: 'mts', gb_min: '20', unlim: '1' }, PROVIDERS)
    expect(selected(form.providers)).toEqual(['mts'])
    expect(form).toMatchObject({ gb_min: '20', minutes_min: '', unlim: true })
    expect(tariffFilterForm({ provider: 'mts' })).not.toHaveProperty('providers')
  })

  it('devices: device types only where the page offers them (not on a type landing)', () => {
    const form = deviceFilterForm({ manufacturer: 'Apple', device_type: 'Планшет', discount: 'true' }, ['Apple', 'Samsung'], ['Смартфон', 'Планшет'])
    expect(selected(form.manufacturers)).toEqual(['Apple'])
    expect(selected(form.device_types)).toEqual(['Планшет'])
    expect(form.discount).toBe(true)
    expect(form.orderings.map((o) => o.value)).toContain('-discount')
    expect(deviceFilterForm({}, ['Apple'])).not.toHaveProperty('device_types')
  })
})
