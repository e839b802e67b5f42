/** The markup the filters island and the catalogue island read inside a filter form. */
/** On a fieldset: `any` or `exclusive` (spec §4). */
export const CHECKBOX_GROUP_ATTR = 'data-checkbox-group'
/** The 'any' checkbox of an `any` group (it has no name, so it is never sent). */
export const CHECKBOX_ANY_ATTR = 'data-checkbox-any'
/** A non-negative integer input shown with space thousands separators (spec §5). */
export const INTEGER_INPUT_ATTR = 'data-integer-input'
/** A number-mask input validated with `checkNumberMask` (spec §5). */
export const NUMBER_MASK_ATTR = 'data-number-mask'
/** The compact filter's toggle button; its aria-controls names the block of advanced fields. */
export const FILTER_MODE_TOGGLE_ATTR = 'data-filter-mode-toggle'
/** Written on the form by the compact filter: `simple` or `advanced` (for CSS and tests). */
export const FILTER_MODE_ATTR = 'data-filter-mode'
/** A range-slider block: the GB field and the unlimited flag the slider drives. */
export const RANGE_SLIDER_ATTR = 'data-range-slider'
/** Of a range-slider block: the slider the page drew (hidden until the island runs it), the ids of the two fields, the GB steps. */
export const RANGE_UI_ATTR = 'data-range-ui'
export const RANGE_FIELD_ATTR = 'data-range-field'
export const RANGE_UNLIM_ATTR = 'data-range-unlim'
export const RANGE_STEPS_ATTR = 'data-range-steps'
