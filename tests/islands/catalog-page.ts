import { renderTemplate } from '../fixture'

/**
 * Catalogue pages for the enhancer tests: the real markup of /numbers/ and of its
 * `?fragment=1` answers, rendered by tests/fixture.ts's renderTemplate.
 */

const PROVIDERS = [
  { value: 'mts', label: 'МТС' },
  { value: 'beeline', label: 'Билайн' },
  { value: 'megafon', label: 'МегаФон' },
]

/** A number card's data, numbered so tests can tell the pages apart. */
export function numberItem(id: number, provider = 'mts') {
  const digits = String(9000000000 + id)
  return {
    id,
    number: `+7 ${digits}`,
    host_url: 'http://localhost:3000',
    absolute_url: `/${provider}/number/7${digits}.html`,
    provider_name: PROVIDERS.find((p) => p.value === provider)?.label ?? provider,
    site_price: '1500.00',
    real_site_price: '1500.00',
    rent_price: '0',
    currency: { site_symbol: '₽' },
    tags: [],
  }
}

export const pageOfNumbers = (page: number, size = 20) =>
  Array.from({ length: size }, (_, i) => numberItem((page - 1) * size + i + 1))

interface ListOptions {
  items?: ReturnType<typeof numberItem>[]
  nextPage?: number | null
  errors?: Record<string, string[]> | null
  page?: number
}

/**
 * The catalogue island's two modes as the tests drive them: how the page marks the host, where
 * a page request goes and what its answer looks like.
 */
export interface Mode {
  name: 'json' | 'fragment'
  /** The template variables that pick the mode (partials/catalog-results.html). */
  context: Record<string, unknown>
  /** The path a page request goes to, from the page's own path. */
  dataPath: (pagePath: string) => string
  /** What the mode adds after `page=N` in the query. */
  suffix: string
  /** The answer of one page. */
  body: (options?: ListOptions) => string
  /** Answers with status 200 that hold no page. */
  malformed: string[]
}

export const MODES: Mode[] = [
  {
    name: 'json',
    context: {},
    dataPath: () => '/api/catalog/numbers/',
    suffix: '',
    body: (options = {}) => JSON.stringify({ results: list(options).items, next: list(options).nextPage }),
    malformed: ['<html>Bad gateway</html>', '{"detail": "ok"}', '{"results": "nope"}'],
  },
  {
    name: 'fragment',
    context: { results_mode: 'fragment' },
    dataPath: (pagePath) => pagePath,
    suffix: '&fragment=1',
    body: (options = {}) => fragmentHTML(options),
    malformed: ['<p>Технические работы</p>'],
  },
]

function list({ items = pageOfNumbers(1), nextPage = 2, errors = null, page = 1 }: ListOptions = {}) {
  return {
    items,
    errors,
    page,
    pageSize: 20,
    nextPage,
    nextHref: nextPage ? `?page=${nextPage}` : '',
    prevHref: page > 1 ? (page > 2 ? `?page=${page - 1}` : '') : '',
  }
}

/** The /numbers/ page as the server renders it, put into the document body. */
export function renderNumbersPage(options: ListOptions & { selected?: string[]; mode?: Mode } = {}): void {
  renderNumbersTemplate('pages/catalog/numbers.html', options)
}

/**
 * A numbers view of server/routes/catalog-views.ts: the listing of one provider (`/numbers/mts/`,
 * data-extra-provider) or of one category, or the star numbers page (data-extra-category).
 */
export function renderNumbersView(
  view: { listing: { provider: string } | { category: string } } | { starNumbers: true },
  options: ListOptions & { selected?: string[]; mode?: Mode } = {},
): void {
  if ('starNumbers' in view) {
    renderNumbersTemplate('pages/catalog/star-numbers.html', options, {
      page_url: '/star-numbers/',
      catalog_kind: 'star-numbers',
      star_categories: 'bronze,silver,gold,platinum',
      category_tabs: [],
      list: { ...list(options), items: (options.items ?? pageOfNumbers(1)).map((number) => ({ ...number, category: 'gold', category_title: 'Золотой' })) },
    })
    return
  }
  const fixed = view.listing
  const slug = 'provider' in fixed ? fixed.provider : fixed.category
  renderNumbersTemplate('pages/catalog/numbers-listing.html', options, {
    page_url: `/numbers/${slug}/`,
    title: 'Номера',
    fixed,
    fixed_field: 'provider' in fixed ? 'provider' : 'category',
    auto_load: '{"1200": 2}',
  })
}

function renderNumbersTemplate(template: string, options: ListOptions & { selected?: string[]; mode?: Mode }, context: Record<string, unknown> = {}): void {
  const html = renderTemplate(template, {
    site_name: 'Номера и тарифы',
    nav: [],
    list: list(options),
    catalog_url: '/api/catalog/numbers/',
    catalog_kind: 'numbers',
    page_url: '/numbers/',
    form: {
      providers: PROVIDERS.map((p) => ({ ...p, selected: options.selected?.includes(p.value) ?? false })),
      categories: [{ value: 'gold', label: 'Золотой', selected: false }],
      price_min: '',
      price_max: '',
      mask: '',
      rent: false,
      discount: false,
      orderings: [{ value: '', label: 'По умолчанию', selected: true }, { value: 'price', label: 'Сначала дешевле', selected: false }],
    },
    messages: { nothing: 'Ничего не нашлось', bad_filters: 'Ничего не нашлось. Попробуйте исправить критерии поиска.' },
    ...options.mode?.context,
    ...context,
  })
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML
}

/** A `?fragment=1` answer of the numbers page. */
export function fragmentHTML(options: ListOptions = {}): string {
  return renderTemplate('partials/catalog-fragment.html', { list: list(options), catalog_kind: 'numbers' })
}
