import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `tariff` is what the control adds; the three URLs come from the page (the spec does not
 * fix them): the add endpoint (POST {tariff}), the list (GET → {items}) and the comparison page.
 */
const schema = {
  tariff: 'int',
  addUrl: 'url',
  listUrl: 'url',
  compareUrl: 'url',
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
