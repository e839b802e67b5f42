import { COMMON_MESSAGES } from '../../shared/messages'

import { pluralize } from '../../shared/format'

const MONTHS = { one: 'месяц', few: 'месяца', many: 'месяцев' }

/** The Russian texts of the cart on /order/, in one place. */
export const ORDER_CART_MESSAGES = {
  title: 'Товары в корзине',
  empty: 'Корзина пуста',
  /** The empty cart's way on: «Выбрать номер или подобрать тариф.», each a link. */
  emptyNumbers: 'Выбрать номер',
  emptyOr: 'или',
  emptyTariffs: 'подобрать тариф',
  loading: 'Загрузка корзины',
  loadFailed: 'Не удалось загрузить корзину. Обновите страницу.',
  provider: 'Оператор',
  tariff: (name: string) => `Тариф «${name}»`,
  perMonth: 'в месяц',
  simType: 'SIM-карта',
  universalSim: 'выбрать «Универсальная»',
  rentPeriod: 'Срок аренды',
  buy: 'Без аренды (покупка)',
  months: (n: number) => pluralize(n, MONTHS),
  rentPrice: (price: string) => `Аренда: ${price} в месяц`,
  refill: 'Пополнить баланс номера',
  suitableTariffs: 'Подходящие тарифы',
  suitableNumbers: 'Подходящие номера',
  chooseTariff: (name: string) => `Выбрать тариф «${name}»`,
  chooseNumber: (number: string) => `Выбрать номер ${number}`,
  choose: 'Выбрать',
  more: COMMON_MESSAGES.more,
  moreLoading: COMMON_MESSAGES.loading,
  moreFailed: 'Не удалось загрузить список. Попробуйте ещё раз.',
  detachTariff: 'Убрать тариф',
  detachNumber: 'Убрать номер',
  detachDevice: 'Убрать устройство',
  remove: (name: string) => `Удалить ${name}`,
  removing: 'Удаление',
  saving: 'Сохранение',
  itemsTotal: 'Сумма товаров',
  promocodeDiscount: (code: string) => `Скидка по промокоду ${code}`,
  advancePayment: 'Авансовый платёж',
  delivery: 'Доставка',
  deliveryFree: 'бесплатно',
  total: 'Итого',
  freeDelivery: 'Доставка курьером бесплатна.',
  /** The summary's own «Оформить заказ», beside the form from lg: it submits the form. */
  placeOrder: COMMON_MESSAGES.placeOrder,
  promocode: 'Промокод',
  promocodeApply: 'Применить',
  promocodeApplied: (code: string, discount: string) => `Промокод ${code} применён, скидка ${discount}`,
  promocodeRemove: 'Удалить промокод',
  promocodeRequired: 'Введите промокод',
  clear: 'Очистить корзину',
  clearing: 'Очистка корзины',
  failed: 'Не получилось. Попробуйте ещё раз.',
} as const
