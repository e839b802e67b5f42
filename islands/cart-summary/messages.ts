/** The Russian texts of the header cart dropdown, in one place. */
export const CART_DROPDOWN_MESSAGES = {
  toggle: 'Корзина',
  panel: 'Товары в корзине',
  empty: 'Корзина пуста',
  total: 'Итого',
  checkout: 'Оформить заказ',
  removing: 'Удаление',
  remove: (name: string) => `Удалить ${name}`,
  tariff: (name: string) => `Тариф «${name}»`,
  rent: (months: number) => `аренда на ${months} мес.`,
} as const
