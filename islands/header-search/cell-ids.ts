/** The element id of suggestion `index` (its first cell) in the grid of the combobox whose `useId()` is `id`. */
export const optionElementId = (id: string, index: number) => `${id}-option-${index}`
/** The element id of the cart cell of suggestion `index` (a number's). */
export const cartCellId = (id: string, index: number) => `${id}-cart-${index}`
