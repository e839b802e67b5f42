import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The results page the form submits to (GET, `query`). */
  action: 'url',
} as const
export type HeaderSearchProps = Props<typeof schema>

/**
 * Header search (spec §2, §5): a WAI-ARIA 1.2 combobox over the plain GET form, with grouped
 * suggestions from /api/search/heap/; below md a «Поиск» button opens it in a full-screen
 * dialog. Fallback: the same form without suggestions and a link to the results page.
 *
 * WAI-ARIA 1.2 combobox over the header's GET search form: suggestions from `GET
 * /api/search/heap/?query=` from 3 characters, 300 ms after the last key, an older request
 * aborted; groups in spec order (tariffs, numbers, devices, number/tariff/device catalogues, news,
 * articles, pages) with headings, a number with its price and the cards' «В корзину» beside its
 * option, arrows move, Enter opens, Escape closes, «Показать все результаты (total)» (the total
 * grouped: «1 725»), «Ничего не найдено», failures as text; below md a «Поиск» button opens the
 * same combobox in a full-screen dialog. Fallback: the same form and a link to `/search/`.
 */
// On the first pointer, touch or focus in the header's search (the runtime keeps the focus and what
// was typed in the server's field): every page has it, few visitors use it, and its combobox and
// suggestions would be a tenth of each page's first scripts.
export default {
  schema,
  strategy: 'interaction',
  render: () => import('./HeaderSearch'),
} satisfies Island<typeof schema>
