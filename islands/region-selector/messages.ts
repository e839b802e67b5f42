import { COMMON_MESSAGES } from '../../shared/messages'

/** Texts of the region selector (spec §2). */
export const REGION_MESSAGES = Object.freeze({
  title: 'Выберите свой регион',
  current: 'Регион:',
  filter: 'Поиск города',
  full: 'Полный список',
  short: 'Популярные регионы',
  loading: COMMON_MESSAGES.loading,
  empty: COMMON_MESSAGES.listEmpty,
  failed: COMMON_MESSAGES.failedTryLater,
} as const)
