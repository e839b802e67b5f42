/**
 * The reference server's Russian error texts, worded as the Django site sends them (DRF's field
 * and detail messages in Russian, spec §7, §8): written once here, read by every route and
 * filter. The texts of one area live beside it (cart/messages.ts, catalog/messages.ts …).
 */
export const SERVER_MESSAGES = Object.freeze({
  /** `{"detail": …}` of an unknown API path, and the HTML error pages. */
  notFound: 'Не найдено.',
  serverError: 'Внутренняя ошибка сервера.',
  pageNotFound: 'Страница не найдена',
  fileNotFound: 'Файл не найден',
  /** A page number past the end of a list. */
  badPage: 'Неправильная страница',
  required: 'Обязательное поле.',
  fillThisField: 'Пожалуйста, заполните это поле',
  wrongPkType: (got: string) => `Некорректный тип. Ожидалось значение первичного ключа, получен ${got}.`,
  notAnInteger: 'Введите целое неотрицательное число.',
  notAnIntegerList: 'Введите список целых чисел.',
  notANumber: 'Введите неотрицательное число.',
  notABoolean: 'Выберите «true» или «false».',
  positiveInteger: 'Введите целое число больше нуля.',
  integerUpTo: (max: number) => `Введите целое число от 1 до ${max}.`,
  threeIntegers: 'Введите три целых неотрицательных числа через запятую.',
  invalidChoice: (value: string) => `Выберите корректный вариант. ${value} нет среди допустимых значений.`,
  invalidChoiceUnnamed: 'Выберите корректный вариант. Вашего варианта нет среди допустимых значений.',
  oneOf: (choices: readonly string[]) => `Выберите один из вариантов: ${choices.join(', ')}.`,
  chooseFrom: (choices: readonly string[]) => `Выберите из: ${choices.join(', ')}.`,
  queryTooShort: (min: number) => `Введите не менее ${min} символов.`,
  unknownGroup: 'Неизвестная группа.',
  /** The demo map's attribution (MAP_ATTRIBUTION's default: the reference server's own tiles). */
  demoMapAttribution: 'Демо-карта справочного сервера',
})
