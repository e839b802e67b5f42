import type { Tariff } from '../../shared/api/types'
import { optionTitle } from '../../shared/format/tariff-options'
import { formatPrice } from '../templates/filters'

/** The tariff fields the comparison table shows, one row each. */
const COMPARISON_ROWS: { label: string; value: (t: Tariff) => string }[] = [
  { label: 'Оператор', value: (t) => t.provider_name },
  { label: 'Абонентская плата, ₽/мес', value: (t) => formatPrice(t.month_fee) },
  { label: 'Подключение, ₽', value: (t) => formatPrice(t.activation_price) },
  { label: 'Регион', value: (t) => t.region_name || 'Вся Россия' },
  { label: 'Минуты', value: (t) => t.summary['minutes'] ?? '—' },
  { label: 'SMS', value: (t) => t.summary['sms'] ?? '—' },
  { label: 'Интернет', value: (t) => t.summary['gb'] ?? t.summary['internet'] ?? '—' },
  {
    label: 'Безлимитные приложения',
    value: (t) => t.included_options.map(([code]) => optionTitle(code)).join(', ') || '—',
  },
  // An archived tariff stays in a visitor's comparison; the table says so instead of hiding it.
  { label: 'Доступен для подключения', value: (t) => (t.archive ? 'нет (в архиве)' : 'да') },
]

interface ComparisonRow {
  label: string
  values: string[]
  /** False when every tariff has the same value: «Только различающиеся» hides the row. */
  different: boolean
}

export function comparisonRows(tariffs: readonly Tariff[]): ComparisonRow[] {
  return COMPARISON_ROWS.map((row) => {
    const values = tariffs.map(row.value)
    return { label: row.label, values, different: new Set(values).size > 1 }
  })
}
