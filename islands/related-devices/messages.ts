/** The Russian texts of the related-devices button, in one place. */
export const RELATED_DEVICES_MESSAGES = {
  defaultLabel: 'Добавить все устройства в корзину',
  adding: 'Добавляем устройства в корзину',
  checkout: 'Оформить',
  maxItems: 'Слишком много элементов в корзине. Нельзя положить больше!',
  failed: 'Не все устройства удалось добавить. Попробуйте ещё раз.',
} as const
