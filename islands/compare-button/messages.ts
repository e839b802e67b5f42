import { COMMON_MESSAGES } from '../../shared/messages'

/** The Russian texts of the tariff comparison (spec §4), the add control and the page's table. */
export const COMPARISON_MESSAGES = {
  add: 'Сравнить',
  /** Once added: a link to the comparison page (spec §4). */
  compared: 'К сравнению',
  adding: COMMON_MESSAGES.loading,
  failed: COMMON_MESSAGES.failedTryLater,
  onlyDifferent: 'Только различающиеся',
  remove: (name: string) => `Убрать «${name}» из сравнения`,
  clear: 'Очистить сравнение',
} as const
