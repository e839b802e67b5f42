import { pluralize, type PluralForms } from './format/plural'

/**
 * Russian texts several islands and the server pages show (spec §4, §8), spelled once.
 * An island's own texts stay in its messages module and refer here.
 */
export const COMMON_MESSAGES = Object.freeze({
  /** A load-more button, and what it reads while loading. */
  more: 'Показать ещё',
  loading: 'Загрузка',
  /** Spec §8: the general failure («…позже»), where nothing the visitor chose can be wrong. */
  failedTryLater: 'Произошла ошибка. Попробуйте еще раз позже.',
  /** Spec §8: lists with no items. */
  listEmpty: 'Ничего не найдено',
  /** The close control of modals and toasts. */
  close: 'Закрыть',
  /** The way to the order: the header cart's link, the /order/ form's and summary's buttons. */
  placeOrder: 'Оформить заказ',
} as const)

/** The catalogue views' messages of spec §8, shown by the pages and by the catalogue island. */
export const CATALOG_MESSAGES = Object.freeze({
  badFilters: 'Ничего не нашлось. Попробуйте исправить критерии поиска.',
  failed: 'Произошла ошибка. Попробуйте исправить критерии поиска.',
  nothing: 'Ничего не нашлось',
} as const)

/** The words of every button that puts things in the cart (spec §4, §8). */
export const CART_ADD_MESSAGES = Object.freeze({
  /** Once added: a press goes to the cart page. */
  checkout: 'Оформить',
  /** Spec §8: the alert at the cart's maximum. */
  maxItems: 'Слишком много элементов в корзине. Нельзя положить больше!',
} as const)

/** What a catalogue's count is of (a page's `results_kind`): the word the filter sheet counts in. */
export type CountKind = 'numbers' | 'star-numbers' | 'tariffs' | 'devices'
const COUNTED: Record<CountKind, PluralForms> = {
  numbers: { one: 'номер', few: 'номера', many: 'номеров' },
  'star-numbers': { one: 'номер', few: 'номера', many: 'номеров' },
  tariffs: { one: 'тариф', few: 'тарифа', many: 'тарифов' },
  devices: { one: 'устройство', few: 'устройства', many: 'устройств' },
}
export const COUNT_KINDS = Object.keys(COUNTED) as CountKind[]

/**
 * The catalogue's filters on a phone (islands/filter-sheet): the button that opens them, drawn by
 * the server pages with the same words, and the sheet's apply button.
 */
export const FILTER_SHEET_MESSAGES = Object.freeze({
  /** The opener's text: «Фильтры», «Фильтры · 2» with two filters chosen. */
  opener: (active: number) => (active > 0 ? `Фильтры · ${active}` : 'Фильтры'),
  /** Its accessible name, which says what the number is. */
  openerName: (active: number) => (active > 0 ? `Фильтры, выбрано: ${active}` : 'Фильтры'),
  /** The apply button while the count of the choice is not known (or could not be had). */
  show: 'Показать',
  /** The apply button with what the choice finds: «Показать 1 725 номеров»; none: spec §8's empty result. */
  showCount: (count: number, kind: CountKind) => (count > 0 ? `Показать ${pluralize(count, COUNTED[kind])}` : CATALOG_MESSAGES.nothing),
})
