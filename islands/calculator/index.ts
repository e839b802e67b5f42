import type { Island } from '../../shared/runtime/island'
import type { Json, Props } from '../../shared/runtime/schema'

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
} as const
export type CalculatorProps = Props<typeof schema>

/**
 * The tariff calculator (spec §2, §4, §7, §9): a form tab and a results tab (WAI-ARIA tabs),
 * the calls-direction slider, requests debounced by 500 ms (the newest wins), results with
 * the count line, tariff cards and «Показать ещё». The server's plain form inside the host
 * is the fallback.
 *
 * The tariff calculator: «Параметры» and «Результаты» WAI-ARIA tabs; minutes and SMS per day, the
 * calls-direction slider (three shares always summing to 100), GB or unlimited, providers, number
 * type, «Только с безлимитными приложениями»; GET with spec §7's query (`calls` = the day's
 * minutes × 30 split by the shares, `sms` × 30, `limit` 10, `offset`), 500 ms after the last
 * change, newest wins; results: «Найдено N тарифов у M операторов», `TariffCard`s with their
 * unlimited apps (1 мессенджеры, 2 социальные сети, 3 видео, else приложения), «Показать ещё»
 * until the count, sort select, «Ничего не найдено»; input clamped (0–1440 minutes, 0–1000 SMS and
 * GB); a reload lands at the top. The server's GET form inside the host is the fallback.
 */
export default {
  schema,
  // The page's main content; eager also lets a reload land at the top (spec §4) wherever the
  // browser would restore the scroll.
  strategy: 'eager',
  render: () => import('./Calculator'),
} satisfies Island<typeof schema>
