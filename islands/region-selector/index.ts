import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The region the page is for, as the header shows it. */
  current: 'string',
} as const
export type RegionSelectorProps = Props<typeof schema>

/**
 * The header's region control (spec §2): opens «Выберите свой регион» with a city filter,
 * the first 15 sub-sites in columns of 5, «Полный список» grouped by first letter in 3
 * columns; typing shows the filtered full list instead of the short one. Fallback: a link
 * to /regions/, the same list as a page.
 *
 * The header's region: a button that opens «Выберите свой регион» (the shared Modal): a «Поиск
 * города» filter, the sub-sites in alphabetical order (`Intl.Collator('ru')`, whatever the API's
 * order), the first 15 in columns of 5, «Полный список» (disclosure) grouped by first letter in 3
 * columns; typing shows the filtered full list and hides the short one, an empty filter brings it
 * back, «Ничего не найдено»; `GET /api/subdomains/` once per page, when first opened; each region
 * links to its `change_url` with `?next=` the current page. Fallback: a link to `/regions/`, the
 * same list as a page. The server renders the host from the `region` cookie (default Москва).
 */
export default {
  schema,
  // The server drew the region's button: the dialog's code comes with the visitor's press.
  strategy: 'interaction',
  chunk: 'header',
  render: () => import('./RegionSelector'),
} satisfies Island<typeof schema>
