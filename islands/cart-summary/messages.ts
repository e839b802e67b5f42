import { COMMON_MESSAGES } from '../../shared/messages'

/** The Russian texts of the header cart dropdown, in one place. */
export const CART_DROPDOWN_MESSAGES = {
  toggle: 'Корзина',
  /** The count's noun, read after the number (the badge shows only the number). */
  items: { one: 'товар', few: 'товара', many: 'товаров' },
  // Not «Товары в корзине»: that names the cart's own section on /order/ (landmarks need names of their own).
  panel: 'Содержимое корзины',
  empty: 'Корзина пуста',
  total: 'Итого',
  checkout: COMMON_MESSAGES.placeOrder,
  removing: 'Удаление',
  remove: (name: string) => `Удалить ${name}`,
  tariff: (name: string) => `Тариф «${name}»`,
  rent: (months: number) => `аренда на ${months} мес.`,
} as const
