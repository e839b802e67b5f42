import { CART_ADD_MESSAGES } from '../../shared/messages'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * Russian error messages of the cart API, worded as the Django site (DRF) sends them.
 * The islands match on `code`, never on these texts.
 */
export const CART_MESSAGES = {
  notAnObject: (got: string) => `Недопустимые данные. Ожидался dict, но был получен ${got}.`,
  nothingToAdd: 'Укажите номер, тариф или устройство.',
  deviceAlone: 'Устройство добавляется в корзину отдельной позицией.',
  required: M.required,
  wrongPkType: M.wrongPkType,
  notAnInteger: 'Требуется целое число.',
  notAString: 'Ожидалась строка.',
  numberNotFound: 'Номер не найден.',
  numberArchived: 'Этот номер уже продан.',
  tariffNotFound: 'Тариф не найден.',
  deviceNotFound: 'Устройство не найдено.',
  simTypeNotFound: 'Неизвестный тип SIM-карты.',
  rentNotAllowed: 'Этот номер не сдаётся в аренду.',
  rentTooShort: (min: number) => `Минимальный срок аренды — ${min} мес.`,
  alreadyInCart: 'Этот товар уже в корзине.',
  maxItems: CART_ADD_MESSAGES.maxItems,
  // PUT /api/cart/items/{id}/
  nothingToChange: 'Укажите, что изменить в позиции.',
  oneChangeAtATime: 'За один запрос можно изменить в позиции только что-то одно.',
  simTypeUniversalOnly: 'Доступна только SIM-карта «Универсальная».',
  simTypeWithoutNumber: 'Тип SIM-карты указывается вместе с номером.',
  deviceRemoveOnly: 'Устройство можно только убрать из позиции.',
  noNumberInItem: 'В позиции нет номера.',
  refillNotAllowed: 'Для этого номера пополнение баланса недоступно.',
  notABoolean: 'Требуется логическое значение.',
  // Promocodes
  promocodeInvalid: 'Промокод не действует',
} as const
