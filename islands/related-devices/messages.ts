import { CART_ADD_MESSAGES } from '../../shared/messages'

/** The Russian texts of the related-devices button, in one place. */
export const RELATED_DEVICES_MESSAGES = {
  defaultLabel: 'Добавить все устройства в корзину',
  adding: 'Добавляем устройства в корзину',
  checkout: CART_ADD_MESSAGES.checkout,
  failed: 'Не все устройства удалось добавить. Попробуйте ещё раз.',
} as const
