import { visibleWhenEmpty } from '../../shared/contract/drawn-control'
import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

// The URLs (the spec does not fix them) default to the site-config block's, so a card repeats none of them.
const schema = {
  /** The tariff the control adds. */
  tariff: 'int',
  /** POST `{tariff}` (default: the site config's `comparison_add_url`). */
  addUrl: 'url?',
  /** GET → `{items}` (default: the site config's `comparison_url`). */
  listUrl: 'url?',
  /** The comparison page «К сравнению» leads to (default: the site config's `comparison_page_url`). */
  compareUrl: 'url?',
  /** The server knows the tariff is compared (the visitor's list): «К сравнению» before the island has the list. */
  compared: 'bool',
} as const
export type CompareButtonProps = Props<typeof schema>

/**
 * «Сравнить» on tariff cards and pages (spec §4): adds the tariff to the comparison, then
 * becomes the link «К сравнению»; the server's list decides after a reload too.
 *
 * On tariff cards and tariff pages: «Сравнить» POSTs `{tariff}` (CSRF), then the link «К
 * сравнению» to the comparison page; the comparison list (one GET per page, asked again if it
 * answered before an add) decides after a reload; a refused add is «compared» if the list holds
 * the tariff, else «Произошла ошибка…» with the button usable; cards drawn from JSON
 * (`TariffCard`) carry the same host.
 */
export default {
  schema,
  // The server drew the button: React comes with the visitor's press, or when what it shows changes.
  strategy: 'interaction',
  strategyFor: visibleWhenEmpty,
  wakeOn: { comparison: 'visible' },
  chunk: 'cards',
  render: () => import('./CompareButton'),
} satisfies Island<typeof schema>
