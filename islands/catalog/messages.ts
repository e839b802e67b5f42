/** The catalogue's Russian texts (spec §4, §8), spelled once. */
export const catalogMessages = Object.freeze({
  badFilters: 'Ничего не нашлось. Попробуйте исправить критерии поиска.',
  failed: 'Произошла ошибка. Попробуйте исправить критерии поиска.',
  nothing: 'Ничего не нашлось',
  more: 'Показать ещё',
  loading: 'Загрузка',
} as const)
