import { formatCount } from '../../shared/format/count'
import { COMMON_MESSAGES } from '../../shared/messages'

/** Texts of the header search (spec §2, §8). */
export const SEARCH_MESSAGES = Object.freeze({
  label: 'Поиск по сайту',
  placeholder: 'Номер, тариф или устройство',
  submit: 'Найти',
  open: 'Поиск',
  suggestions: 'Подсказки',
  loading: COMMON_MESSAGES.loading,
  empty: COMMON_MESSAGES.listEmpty,
  failed: COMMON_MESSAGES.failedTryLater,
  all: (total: number) => `Показать все результаты (${formatCount(total)})`,
} as const)
