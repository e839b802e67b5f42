import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {} as const
export type ReloadTopProps = Props<typeof schema>

/**
 * A page a reload shows from the top (spec §4: the tariff calculator), whatever the browser would
 * restore: the results it scrolled to are gone after a reload. Plain DOM at load, so that the
 * calculator's React can wait for the visitor.
 *
 * A reload of the page lands at the top: its history entry asks the browser not to restore the
 * scroll (`history.scrollRestoration = 'manual'`), and a reload scrolls to the top at once in case
 * the browser had restored it already.
 */
export default {
  schema,
  strategy: 'eager',
  enhance: () => import('./reload-top'),
} satisfies Island<typeof schema>
