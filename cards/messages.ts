/**
 * The words of the cards (the server's card partials in templates/partials spell the
 * same; tests/ui/card-parity.test.tsx keeps them together).
 */
export const CARD_MESSAGES = Object.freeze({
  addToCart: 'В корзину',
  notForSale: 'Нет в продаже',
  priceOnCall: 'Цена по запросу',
  rent: 'Аренда:',
  perMonth: '/мес',
  tags: 'Метки',
  superPair: 'Супер-пара',
  setOf: (count: number) => `Набор из ${count} номеров`,
  setTotal: 'Все номера вместе:',
  setRent: 'Аренда всех номеров:',
  authorOne: 'Автор',
  authorMany: 'Авторы',
  finish: 'Действует до',
  providers: 'Операторы',
  rate: (rate: number, of: number) => `Оценка ${rate} из ${of}`,
  home: 'Главная',
  section: 'Раздел',
} as const)
