import type { Island } from '../../shared/contract/island'
import type { Json, OptionalJson, Props } from '../../shared/contract/schema'
import type { CalculatorForm } from '../../shared/calculator/request'

interface CalculatorProvider {
  slug: string
  display_name: string
}

const schema = {
  /** The calculator URL (spec §7). */
  calculatorUrl: 'url',
  /** The region of this sub-site, sent with every request. */
  subdomain: 'string?',
  /** The providers to choose from: `[{slug, display_name}]`. */
  providers: 'json' as Json<CalculatorProvider[]>,
  /** The form's values when the server drew it with others than the defaults (its GET without script). */
  values: 'json?' as OptionalJson<CalculatorForm>,
} as const
export type CalculatorProps = Props<typeof schema>

/**
 * The tariff calculator (spec §2, §4, §7, §9): a form tab and a results tab (WAI-ARIA tabs),
 * the calls-direction slider, requests debounced by 500 ms (the newest wins), results with
 * the count line, tariff cards and «Показать ещё». The server draws the island's first look
 * (templates/pages/site/calculator.html); without script its form is a GET to the page.
 *
 * The tariff calculator: «Параметры» and «Результаты» WAI-ARIA tabs; minutes and SMS per day, the
 * calls-direction slider (three shares always summing to 100), GB or unlimited, providers, number
 * type, «Только с безлимитными приложениями»; GET with spec §7's query (`calls` = the day's
 * minutes × 30 split by the shares, `sms` × 30, `limit` 10, `offset`), 500 ms after the last
 * change, newest wins; results: «Найдено N тарифов у M операторов», `TariffCard`s with their
 * unlimited apps (1 мессенджеры, 2 социальные сети, 3 видео, else приложения), «Показать ещё»
 * until the count, sort select, «Ничего не найдено»; input clamped (0–1440 minutes, 0–1000 SMS and
 * GB). The server draws the first look (its form a GET to the page without script), so React comes
 * with the visitor's first focus or pointer in it; a reload landing at the top is the `reload-top` island's.
 */
export default {
  schema,
  // The server drew the form as the island first shows it: React DOM comes with the visitor's
  // first focus, pointer or touch in it (the runtime carries the focus and what was typed, and
  // replays a first click on a tab or a button).
  strategy: 'interaction',
  render: () => import('./Calculator'),
} satisfies Island<typeof schema>
