import { activeFilterCount } from '../../shared/catalog/active-filters'
import { checkedOf, optionsOf, textOf, type Choice, type RawQuery } from './view-list'
import { CATEGORY_TITLES, DEVICE_ORDERINGS, NUMBER_ORDERINGS, TARIFF_ORDERINGS } from './view-options'

/**
 * The values of the catalogue filter forms as the templates read them (pages/catalog/*.html),
 * one builder per kind for every page that shows that kind's form: a catalogue and its
 * listings (server/routes/catalog-pages.ts, catalog-views.ts). A field the page's address
 * fixes is left out by the template, or by passing no choices for it here. Each form carries
 * `active`, how many of its filters narrow the list (the phone's «Фильтры · 2»), counted from
 * what the form would send, as the filter-sheet island counts it (shared/catalog/active-filters.ts).
 */

/** Reads a form's fields from the query and keeps what the form, drawn with them, would send. */
function formReader(raw: RawQuery) {
  const sent: [string, string][] = []
  return {
    text(name: string): string {
      const value = textOf(raw, name)
      sent.push([name, value])
      return value
    },
    options(name: string, choices: readonly Choice[]) {
      const options = optionsOf(raw, name, choices)
      for (const option of options) if (option.selected) sent.push([name, option.value])
      return options
    },
    checked(name: string): boolean {
      const checked = checkedOf(raw, name)
      if (checked) sent.push([name, 'true'])
      return checked
    },
    active: () => activeFilterCount(sent),
  }
}
type FormReader = ReturnType<typeof formReader>

const priceRange = (read: FormReader) => ({ price_min: read.text('price_min'), price_max: read.text('price_max') })

/** Numbers: providers, categories (the ones the page lists), price, mask, rent, discount, ordering. */
export function numberFilterForm(raw: RawQuery, providers: readonly Choice[], categories: readonly string[]) {
  const read = formReader(raw)
  const form = {
    providers: read.options('provider', providers),
    categories: read.options(
      'category',
      categories.map((c) => ({ value: c, label: CATEGORY_TITLES[c] ?? c })),
    ),
    ...priceRange(read),
    mask: read.text('mask'),
    rent: read.checked('rent'),
    discount: read.checked('discount'),
    orderings: read.options('ordering', NUMBER_ORDERINGS),
  }
  return { ...form, active: read.active() }
}

/** Tariffs: providers (none on a provider's listing), price, minutes, gigabytes, unlimited, ordering. */
export function tariffFilterForm(raw: RawQuery, providers?: readonly Choice[]) {
  const read = formReader(raw)
  const form = {
    ...(providers && { providers: read.options('provider', providers) }),
    ...priceRange(read),
    minutes_min: read.text('minutes_min'),
    gb_min: read.text('gb_min'),
    unlim: read.checked('unlim'),
    orderings: read.options('ordering', TARIFF_ORDERINGS),
  }
  return { ...form, active: read.active() }
}

/** Devices: manufacturers, device types (none on a type's landing), price, discount, ordering. */
export function deviceFilterForm(raw: RawQuery, manufacturers: readonly string[], deviceTypes?: readonly string[]) {
  const read = formReader(raw)
  const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))
  const form = {
    manufacturers: read.options('manufacturer', choices(manufacturers)),
    ...(deviceTypes && { device_types: read.options('device_type', choices(deviceTypes)) }),
    ...priceRange(read),
    discount: read.checked('discount'),
    orderings: read.options('ordering', DEVICE_ORDERINGS),
  }
  return { ...form, active: read.active() }
}
