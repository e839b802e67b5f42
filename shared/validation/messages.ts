/**
 * Every validation message of spec §5 and §8, spelled exactly once.
 * Islands and the reference server both answer with these strings, so a
 * message shown under a field reads the same whichever side produced it.
 *
 * @example
 * VALIDATION_MESSAGES.phone // 'Введите корректный номер телефона.'
 */
export const VALIDATION_MESSAGES = Object.freeze({
  phone: 'Введите корректный номер телефона.',
  name: 'В имени должно быть не менее двух символов.',
  discountCard: 'Введите корректное значение дисконтной карты.',
  numberMask: 'Введите корректную маску номера.',
  required: 'Пожалуйста, заполните это поле',
  /** An unticked consent box: its own words, not the generic «заполните это поле» of a text field. */
  consent: 'Подтвердите согласие на обработку персональных данных',
  email: 'Введите корректный e-mail',
  digits: 'Введите цифры',
  deliveryDate: 'Укажите дату доставки.',
  signinPhone: 'Неверный формат номера телефона.',
} as const)
