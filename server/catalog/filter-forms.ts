import { checkedOf, optionsOf, textOf, type Choice, type RawQuery } from './view-list'
import { CATEGORY_TITLES, DEVICE_ORDERINGS, NUMBER_ORDERINGS, TARIFF_ORDERINGS } from './view-options'

/**
 * The values of the catalogue filter forms as the templates read them (pages/catalog/*.html),
 * one builder per kind for every page that shows that kind's form: a catalogue and its
 * listings (server/routes/catalog-pages.ts, catalog-views.ts). A field the page's address
 * fixes is left out by the template, or by passing no choices for it here.
 */

const priceRange = (raw: RawQuery) => ({ price_min: textOf(raw, 'price_min'), price_max: textOf(raw, 'price_max') })

/** Numbers: providers, categories (the ones the page lists), price, mask, rent, discount, ordering. */
export function numberFilterForm(raw: RawQuery, providers: readonly Choice[], categories: readonly string[]) {
  return {
    providers: optionsOf(raw, 'provider', providers),
    categories: optionsOf(
      raw,
      'category',
      categories.map((c) => ({ value: c, label: CATEGORY_TITLES[c] ?? c })),
    ),
    ...priceRange(raw),
    mask: textOf(raw, 'mask'),
    rent: checkedOf(raw, 'rent'),
    discount: checkedOf(raw, 'discount'),
    orderings: optionsOf(raw, 'ordering', NUMBER_ORDERINGS),
  }
}

/** Tariffs: providers (none on a provider's listing), price, minutes, gigabytes, unlimited, ordering. */
export function tariffFilterForm(raw: RawQuery, providers?: readonly Choice[]) {
  return {
    ...(providers && { providers: optionsOf(raw, 'provider', providers) }),
    ...priceRange(raw),
    minutes_min: textOf(raw, 'minutes_min'),
    gb_min: textOf(raw, 'gb_min'),
    unlim: checkedOf(raw, 'unlim'),
    orderings: optionsOf(raw, 'ordering', TARIFF_ORDERINGS),
  }
}

/** Devices: manufacturers, device types (none on a type's landing), price, discount, ordering. */
export function deviceFilterForm(raw: RawQuery, manufacturers: readonly string[], deviceTypes?: readonly string[]) {
  const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))
  return {
    manufacturers: optionsOf(raw, 'manufacturer', choices(manufacturers)),
    ...(deviceTypes && { device_types: optionsOf(raw, 'device_type', choices(deviceTypes)) }),
    ...priceRange(raw),
    discount: checkedOf(raw, 'discount'),
    orderings: optionsOf(raw, 'ordering', DEVICE_ORDERINGS),
  }
}

/**
 * How many filters of a form narrow its list, for the phone's «Фильтры · 2» button
 * (partials/filter-sheet.html): each field with a value, a list of choices with one chosen,
 * a checked flag; the ordering aside. The filter-sheet island counts the same from the form's
 * fields (islands/filters/serialize.ts `activeFilterCount`), so its first look is the page's.
 */
export function activeFilters(form: Record<string, unknown>): number {
  return Object.entries(form).filter(([key, value]) => {
    if (key === 'orderings') return false
    if (typeof value === 'string') return value.trim() !== ''
    if (Array.isArray(value)) return value.some((option: { selected?: boolean }) => option.selected === true)
    return value === true
  }).length
}
