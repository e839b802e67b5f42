import { renderTemplate } from '../fixture'

/**
 * Renders the catalogue page templates of templates-fixtures/ with the reference server's
 * loader options, for the filter-widget tests: the real filter forms of /numbers/ and
 * /tariffs/ (with their `partials/filter-widgets.html` blocks and the short-link host).
 */
const PROVIDERS = [
  { value: 'mts', label: 'МТС' },
  { value: 'beeline', label: 'Билайн' },
]
const options = (list: { value: string; label: string }[], chosen: string[] = []) =>
  list.map((o) => ({ ...o, selected: chosen.includes(o.value) }))
const EMPTY_LIST = { items: [], errors: null, page: 1, pageSize: 20, nextPage: null, nextHref: '', prevHref: '' }

function put(template: string, context: Record<string, unknown>): HTMLFormElement {
  const html = renderTemplate(template, {
    site_name: 'Номера и тарифы',
    nav: [],
    list: EMPTY_LIST,
    site_config: { short_link_url: '/api/short-links/' },
    messages: { nothing: 'Ничего не нашлось', bad_filters: 'Ничего не нашлось. Попробуйте исправить критерии поиска.' },
    ...context,
  })
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML
  return document.getElementById('catalog-filters') as HTMLFormElement
}

export interface NumbersFormValues {
  provider?: string[]
  category?: string[]
  price_min?: string
  price_max?: string
  mask?: string
  rent?: boolean
  discount?: boolean
}

/** The /numbers/ page as the server renders it for a query; returns its filter form. */
export function renderNumbersFilters(values: NumbersFormValues = {}): HTMLFormElement {
  return put('pages/catalog/numbers.html', {
    page_url: '/numbers/',
    catalog_url: '/api/catalog/numbers/',
    catalog_kind: 'numbers',
    form: {
      providers: options(PROVIDERS, values.provider),
      categories: options([{ value: 'gold', label: 'Золотой' }, { value: 'silver', label: 'Серебряный' }], values.category),
      price_min: values.price_min ?? '',
      price_max: values.price_max ?? '',
      mask: values.mask ?? '',
      rent: values.rent ?? false,
      discount: values.discount ?? false,
      orderings: [{ value: '', label: 'По умолчанию', selected: true }, { value: 'price', label: 'Сначала дешевле', selected: false }],
    },
  })
}

/** The /tariffs/ page as the server renders it for a query; returns its filter form. */
export function renderTariffsFilters(values: { gb_min?: string; unlim?: boolean; provider?: string[] } = {}): HTMLFormElement {
  return put('pages/catalog/tariffs.html', {
    page_url: '/tariffs/',
    catalog_url: '/api/catalog/tariffs/',
    catalog_kind: 'tariffs',
    form: {
      providers: options(PROVIDERS, values.provider),
      price_min: '',
      price_max: '',
      minutes_min: '',
      gb_min: values.gb_min ?? '',
      unlim: values.unlim ?? false,
      orderings: [{ value: '', label: 'По умолчанию', selected: true }, { value: 'price', label: 'Сначала дешевле', selected: false }],
    },
  })
}
