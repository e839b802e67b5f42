/** The markup the filters island and the catalogue island read inside a filter form. */
/** On a fieldset: `any` or `exclusive` (spec §4). */
export const CHECKBOX_GROUP_ATTR = 'data-checkbox-group'
/** The 'any' checkbox of an `any` group (it has no name, so it is never sent). */
export const CHECKBOX_ANY_ATTR = 'data-checkbox-any'
/** A non-negative integer input shown with space thousands separators (spec §5). */
export const INTEGER_INPUT_ATTR = 'data-integer-input'
/** A number-mask input validated with `checkNumberMask` (spec §5). */
export const NUMBER_MASK_ATTR = 'data-number-mask'
