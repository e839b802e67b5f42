/** The cart's fixed values of spec §2, §8 and §9 that the islands and the server both read. */

/**
 * Machine-readable `code` beside `non_field_errors` in the cart API's 400 answers (spec §8).
 * Islands react to these codes, never to the message texts.
 */
export const CART_ERROR_CODES = {
  alreadyInCart: 'already_in_cart',
  maxItems: 'max_items',
} as const

/** The cart page (spec §2): where «Оформить» leads unless a host names another, and the order form's page. */
export const CART_PAGE_URL = '/order/'

/** The SIM type the storefront sends with every number (spec §9: 4, «Универсальная»); a PUT accepts only it. */
export const UNIVERSAL_SIM_TYPE = 4
