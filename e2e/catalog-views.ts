import Database from 'better-sqlite3'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The nine catalogue views of spec §2 as the e2e specs drive them (catalog-views.spec.ts,
 * catalog-axe.spec.ts): where each lives, how to set its filters through the form, and the
 * JSON data URL that answers the same filters, to compare the cards with.
 */

/** One form action: tick a checkbox, type into a text field, or choose an option. */
export type FormStep = { check: string } | { fill: string; value: string } | { select: string; option: string }

export interface CatalogView {
  name: string
  /** The page's path; the numbers error page's is a sold number from the database. */
  path: (dbPath: string) => string
  /** The catalogue host the test drives (the star numbers index has one per section). */
  host: string
  /** What a card shows that the JSON answer also has. */
  cardText: string
  /** The JSON data URL and the parameters the view fixes, and the same text of one result. */
  api: { url: string; fixed: (dbPath: string) => Record<string, string>; text: (result: Record<string, unknown>) => string }
  /** A filter leaving 2–3 pages, and its query parameters. */
  filter: { steps: FormStep[]; query: Record<string, string> }
  /** A filter value the server answers 400 to. */
  bad: FormStep & { fill: string }
  /** A filter nothing matches. */
  empty: FormStep & { fill: string }
  /** Most pages auto-load-more reaches at 1280 px (data-auto-load); 0: the button only. */
  autoLoadAtXl: number
}

/** The first sold number (archived: its address shows the numbers error page). */
export function soldNumber(dbPath: string): { slug: string; digits: string } {
  const db = new Database(dbPath, { readonly: true })
  try {
    return db
      .prepare(
        `SELECT p.slug, n.number_digit AS digits FROM numbers n JOIN providers p ON p.id = n.provider_id
      WHERE n.archive = 1 ORDER BY n.id LIMIT 1`,
      )
      .get() as { slug: string; digits: string }
  } finally {
    db.close()
  }
}

const numberText = (r: Record<string, unknown>) => String(r.number)
const nameText = (r: Record<string, unknown>) => String(r.name)
const none = () => ({})
const badMask = { fill: 'Маска номера', value: '12g' }
const noMask = { fill: 'Маска номера', value: '0000000000' }
/** Past Number.MAX_SAFE_INTEGER: not a whole number to the server (400). */
const HUGE = '99999999999999999999'

export const CATALOG_VIEWS: CatalogView[] = [
  {
    name: 'numbers catalogue',
    path: () => '/numbers/',
    host: '#catalog-numbers',
    cardText: '.number-card__number',
    api: { url: '/api/catalog/numbers/', fixed: none, text: numberText },
    filter: { steps: [{ check: 'Билайн' }, { fill: 'Маска номера', value: '5' }], query: { provider: 'beeline', mask: '5' } },
    bad: badMask,
    empty: noMask,
    autoLoadAtXl: 2,
  },
  {
    name: 'numbers listing',
    path: () => '/numbers/beeline/',
    host: '#catalog-numbers',
    cardText: '.number-card__number',
    api: { url: '/api/catalog/numbers/', fixed: () => ({ provider: 'beeline' }), text: numberText },
    filter: { steps: [{ fill: 'Маска номера', value: '5' }], query: { mask: '5' } },
    bad: badMask,
    empty: noMask,
    autoLoadAtXl: 2,
  },
  {
    name: 'numbers error page',
    path: (dbPath) => {
      const { slug, digits } = soldNumber(dbPath)
      return `/${slug}/number/${digits}.html`
    },
    host: '#catalog-numbers',
    cardText: '.number-card__number',
    api: { url: '/api/catalog/numbers/', fixed: (dbPath) => ({ provider: soldNumber(dbPath).slug }), text: numberText },
    filter: { steps: [{ fill: 'Маска номера', value: '5' }], query: { mask: '5' } },
    bad: badMask,
    empty: noMask,
    autoLoadAtXl: 2,
  },
  {
    name: 'star numbers catalogue',
    path: () => '/star-numbers/',
    host: '#catalog-star-numbers',
    cardText: '.number-card__number',
    api: { url: '/api/catalog/star-numbers/', fixed: none, text: numberText },
    // The seed deals star categories out by provider: every gold number is MegaFon's.
    filter: { steps: [{ check: 'Золотой' }, { check: 'МегаФон' }], query: { category: 'gold', provider: 'megafon' } },
    bad: badMask,
    empty: noMask,
    autoLoadAtXl: 3,
  },
  {
    name: 'star numbers index (gold section)',
    path: () => '/star-numbers/index/',
    host: '#catalog-gold',
    cardText: '.number-card__number',
    api: { url: '/api/catalog/star-numbers/', fixed: () => ({ category: 'gold' }), text: numberText },
    filter: { steps: [{ check: 'МегаФон' }], query: { provider: 'megafon' } },
    bad: badMask,
    empty: noMask,
    autoLoadAtXl: 0,
  },
  {
    name: 'tariffs catalogue',
    path: () => '/tariffs/',
    host: '#catalog-tariffs',
    cardText: '.tariff-card__name',
    api: { url: '/api/catalog/tariffs/', fixed: none, text: nameText },
    filter: { steps: [{ check: 'Tele2' }, { fill: 'Минут не меньше', value: '1000' }], query: { provider: 'tele2', minutes_min: '1000' } },
    bad: { fill: 'Абонентская плата от, ₽/мес', value: HUGE },
    empty: { fill: 'Абонентская плата до, ₽/мес', value: '1' },
    autoLoadAtXl: 2,
  },
  {
    name: 'tariffs listing',
    path: () => '/tariffs/operator/tele2/',
    host: '#catalog-tariffs',
    cardText: '.tariff-card__name',
    api: { url: '/api/catalog/tariffs/', fixed: () => ({ provider: 'tele2' }), text: nameText },
    filter: { steps: [{ fill: 'Минут не меньше', value: '1000' }], query: { minutes_min: '1000' } },
    bad: { fill: 'Абонентская плата от, ₽/мес', value: HUGE },
    empty: { fill: 'Абонентская плата до, ₽/мес', value: '1' },
    autoLoadAtXl: 2,
  },
  {
    name: 'devices catalogue',
    path: () => '/devices/',
    host: '#catalog-devices',
    cardText: '.device-card__name',
    api: { url: '/api/catalog/devices/', fixed: none, text: nameText },
    filter: { steps: [{ check: 'Смартфон' }], query: { device_type: 'Смартфон' } },
    bad: { fill: 'Цена от, ₽', value: HUGE },
    empty: { fill: 'Цена до, ₽', value: '1' },
    autoLoadAtXl: 3,
  },
  {
    name: 'devices landing',
    path: () => '/devices/type/smartfony/',
    host: '#catalog-devices',
    cardText: '.device-card__name',
    api: { url: '/api/catalog/devices/', fixed: () => ({ device_type: 'Смартфон' }), text: nameText },
    filter: { steps: [{ select: 'Сортировка', option: 'Сначала дороже' }], query: { ordering: '-price' } },
    bad: { fill: 'Цена от, ₽', value: HUGE },
    empty: { fill: 'Цена до, ₽', value: '1' },
    autoLoadAtXl: 0,
  },
]

/** Does one form step the way a visitor would. */
export async function doStep(page: Page, step: FormStep): Promise<void> {
  const form = page.locator('#catalog-filters')
  if ('check' in step) await form.getByRole('checkbox', { name: step.check, exact: true }).check()
  else if ('fill' in step) await form.getByLabel(step.fill, { exact: true }).fill(step.value)
  else await form.getByLabel(step.select, { exact: true }).selectOption({ label: step.option })
}

/** A catalogue's cards: the list items of its pages (read by a locator, inside the page and by bench/catalog.ts). */
export const CARD_SELECTOR = '[data-catalog-list] .catalog-list__page > [role="listitem"]'
export const cardsOf = (host: Locator) => host.locator(CARD_SELECTOR)
export const moreButtonOf = (host: Locator) => host.getByRole('button', { name: /Показать ещё|Загрузка/ })

/**
 * Spec §9: auto-load-more's throttle (AUTO_LOAD_THROTTLE_MS of islands/catalog/auto-load.ts, which
 * Playwright's loader cannot import: it reads the breakpoints' JSON).
 */
const AUTO_LOAD_THROTTLE_MS = 1000

/** What the catalogue shows, read once: its cards and the «Показать ещё» button's text. */
interface CatalogueState {
  cards: number
  button: string
}

/**
 * Scrolls to the bottom of the page (again) and lets auto-load-more decide, with no sleep
 * standing in for «nothing arrives»: on the page's clock, paused, the scroll is heard and the
 * throttle's window (spec §9: 1 s) runs out, so every check auto-load-more makes has been made;
 * then the catalogue is read once. A load it starts says «Загрузка» on the button at once and
 * adds the cards when its answer is drawn, so this one reading shows any load. The clock runs
 * again afterwards.
 *
 * The page must have been opened with Playwright's clock installed (`page.clock.install()` before
 * `goto`): a timer the throttle set on the real clock would fire when it likes. A load on its way
 * is waited for first (the button says «Загрузка» until it is drawn).
 */
export async function catalogueAfterAutoLoad(page: Page, host: Locator): Promise<CatalogueState> {
  // No load on its way: its end would ask auto-load-more again, after the window.
  await expect(host.getByRole('button', { name: 'Загрузка' })).toHaveCount(0)
  // Ahead of wherever the page's clock has got to meanwhile (pausing may only go forward); a
  // check auto-load-more had put off runs on the way.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Heard after the catalogue's own listener, added before it.
        addEventListener('scroll', () => resolve(), { once: true })
        // The bottom, or a pixel above it for a page already there: a scroll the page hears.
        const bottom = document.documentElement.scrollHeight - innerHeight
        if (bottom < 1) throw new Error('the page does not scroll')
        scrollTo(0, Math.abs(scrollY - bottom) < 1 ? bottom - 1 : bottom)
      }),
  )
  await page.clock.runFor(AUTO_LOAD_THROTTLE_MS)
  const state = await host.evaluate(
    (element, cardSelector) => ({
      cards: element.querySelectorAll(cardSelector).length,
      button:
        [...element.querySelectorAll('button')].find((button) => /Показать ещё|Загрузка/.test(button.textContent ?? ''))?.textContent?.trim() ?? '',
    }),
    CARD_SELECTOR,
  )
  await page.clock.resume()
  return state
}

/** Opens a view and waits for its catalogue and filter islands to run. */
export async function openView(page: Page, url: string, view: CatalogView): Promise<Locator> {
  await page.goto(url)
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-island="catalog"], [data-island="filters"]')).every(
      (el) => el.getAttribute('data-island-state') === 'mounted',
    ),
  )
  return page.locator(view.host)
}

/** Every result of a query, page after page, from the JSON data URL, as the cards show it. */
export async function allResults(page: Page, baseUrl: string, view: CatalogView, query: Record<string, string>): Promise<string[]> {
  const texts: string[] = []
  for (let n: number | null = 1; n !== null;) {
    const params = new URLSearchParams({ ...query, page: String(n) })
    const response = await page.request.get(`${baseUrl}${view.api.url}?${params}`)
    if (!response.ok()) throw new Error(`${view.api.url}?${params}: HTTP ${response.status()}`)
    const body = (await response.json()) as { results: Record<string, unknown>[]; next: number | null }
    texts.push(...body.results.map(view.api.text))
    n = body.next
  }
  return texts
}
