import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `tariff` is what the control adds. The URLs (the spec does not fix them) are the site-config
 * block's `comparison_add_url` (POST {tariff}), `comparison_url` (GET → {items}) and
 * `comparison_page_url`, so a card repeats none of them; a host may still set its own.
 */
const schema = {
  tariff: 'int',
  addUrl: 'url?',
  listUrl: 'url?',
  compareUrl: 'url?',
} as const
export type CompareButtonProps = Props<typeof schema>

/**
 * «Сравнить» on tariff cards and pages (spec §4): adds the tariff to the comparison, then
 * becomes the link «К сравнению»; the server's list decides after a reload too.
 */
export default {
  schema,
  strategy: 'visible',
  render: () => import('./CompareButton'),
} satisfies Island<typeof schema>
