import { EXTRA_ATTR_PREFIX } from '../../shared/contract/attributes'
import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The id of the catalogue filter form the sheet shows. */
  form: 'string',
  /** The catalogue's data URL (spec §7), asked for the `count` of the pending choice. */
  countUrl: 'url',
  /** What the count is of, the word of «Показать 1 725 номеров»: numbers, star-numbers, tariffs or devices. */
  countKind: 'string',
} as const
export type FilterSheetProps = Props<typeof schema>

/**
 * The catalogue's filters on a phone: a «Фильтры» button (with the number of chosen filters)
 * opens the filter form in a bottom sheet that says how many cards the choice finds before it is
 * applied. Below lg (992 px) only; wider, the form is the page's sidebar and the button is not shown.
 *
 * The server draws the button (`partials/filter-sheet.html`; «Фильтры · 2», named «Фильтры,
 * выбрано: 2») and, on a phone with script, hides the form in its place (static/css/site.css), so
 * the first cards are on the first screen. A press shows the form in a native `<dialog>` (focus in
 * it; Escape, «Закрыть» or a tap outside put the choice back as it was and the focus on the
 * button). Each change asks the data URL for the count after 300 ms and the form's submit button
 * reads «Показать 1 725 номеров» («Ничего не нашлось» for none, «Показать» until known), which the
 * host's visually hidden `role="status"` (`data-filter-sheet-status`, moved into the sheet) says
 * too, once per counted change, for a screen reader away from the button; it applies
 * the choice (the catalogue island reloads the list) and closes the sheet. Every
 * `data-extra-<name>` of the host is sent with the count, as the catalogue island sends its own.
 * Without script, or when the island cannot start, the form is shown in the page as it is.
 */
export default {
  schema,
  strategy: 'idle',
  chunk: 'cards',
  attributePrefixes: {
    [EXTRA_ATTR_PREFIX]: 'a parameter the count is asked with, as the catalogue island sends it: `data-extra-category="gold"` sends `category=gold`',
  },
  enhance: () => import('./filter-sheet'),
} satisfies Island<typeof schema>
