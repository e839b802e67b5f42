import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {} as const
export type FiltersProps = Props<typeof schema>

/**
 * Behaviour over a server filter form (spec §2, §4, §5): 'any' and exclusive checkbox groups
 * on fieldsets, integer inputs with thousands separators, number-mask validation, the compact
 * numbers filter's simple and advanced modes and the internet-volume range slider.
 *
 * Behaviour over a filter form: `fieldset[data-checkbox-group="any|exclusive"]` (an `any` group's
 * `[data-checkbox-any]` box has no name), `input[data-integer-input]` (digits with space thousands
 * separators; the catalogue sends them cleaned), `input[data-number-mask]` («Введите корректную
 * маску номера.» linked with `aria-describedby`, `aria-invalid`); the compact numbers filter: a
 * `[data-filter-mode-toggle]` button («Расширенный поиск» / «Простой поиск», `aria-expanded`,
 * `aria-controls` its block) switches `data-filter-mode` on the form between simple and advanced,
 * a filled advanced field opens it advanced; the internet slider: `[data-range-slider]` with
 * `data-range-field` (the number field it fills), `data-range-unlim` (the checkbox of the last
 * step, shown as ∞), `data-range-steps` and, inside it, the page's hidden `[data-range-ui]` block
 * (a label, an `<input type="range">`, an `<output>`) that the island shows in the fields' place.
 */
export default {
  schema,
  strategy: 'idle',
  chunk: 'cards',
  enhance: () => import('./filters'),
} satisfies Island<typeof schema>
