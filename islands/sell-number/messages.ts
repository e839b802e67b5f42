import { formatMoney } from '../../shared/format'

/** The sell-number form's own texts (spec §8); validation messages live in shared/validation. */
export const SELL_NUMBER_MESSAGES = {
  monthly: (price: number) => `Размещение: ${formatMoney(price)} в месяц`,
  yearly: (price: number) => `Размещение: ${formatMoney(price)} в год`,
  loading: 'Считаем цену размещения',
  failed: 'Ошибка',
} as const
