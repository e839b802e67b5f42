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
