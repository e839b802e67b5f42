/** The Russian texts of the filter widgets (spec §2, §4), in one place. */
export const FILTER_MODE_MESSAGES = {
  /** The toggle in the simple mode; with the count of filled hidden fields when there are any. */
  toAdvanced: (filled: number) => (filled ? `Расширенный поиск (выбрано: ${filled})` : 'Расширенный поиск'),
  toSimple: 'Простой поиск',
} as const

export const RANGE_MESSAGES = {
  /** The first step: no lower bound. */
  any: 'Не важно',
  gb: (gb: number) => `${gb} ГБ`,
  /** The last step, shown as the sign (spec §2); the spoken text says it in words too. */
  unlimited: '∞',
  unlimitedSpoken: '∞, безлимитный интернет',
} as const
