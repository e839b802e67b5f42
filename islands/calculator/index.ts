import type { Island } from '../../shared/runtime/island'
import type { Json, Props } from '../../shared/runtime/schema'

export interface CalculatorProvider {
  slug: string
  display_name: string
}

/**
 * `calculatorUrl`: the calculator URL (spec §7); `providers` (data-props JSON): the providers to
 * choose from; `subdomain` (optional): the region of this sub-site, sent with every request.
 */
const schema = {
  calculatorUrl: 'url',
  subdomain: 'string?',
  providers: 'json' as Json<CalculatorProvider[]>,
} as const
export type CalculatorProps = Props<typeof schema>

/**
 * The tariff calculator (spec §2, §4, §7, §9): a form tab and a results tab (WAI-ARIA tabs),
 * the calls-direction slider, requests debounced by 500 ms (the newest wins), results with
 * the count line, tariff cards and «Показать ещё». The server's plain form inside the host
 * is the fallback.
 */
export default {
  schema,
  // The page's main content; eager also lets a reload land at the top (spec §4) wherever the
  // browser would restore the scroll.
  strategy: 'eager',
  render: () => import('./Calculator'),
} satisfies Island<typeof schema>
