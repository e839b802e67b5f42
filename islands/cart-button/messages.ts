import { CART_ADD_MESSAGES, COMMON_MESSAGES } from '../../shared/messages'

/** The Russian texts of the cart add buttons (spec §4, §8), in one place. */
export const CART_BUTTON_MESSAGES = {
  /** The label when the host gives none. */
  defaultLabel: 'В корзину',
  /** The label once the item is in the cart; a click goes to the cart page. */
  checkout: CART_ADD_MESSAGES.checkout,
  /** The spinner's text for assistive technology while the item is being added. */
  adding: COMMON_MESSAGES.loading,
} as const
