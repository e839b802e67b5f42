import type { Tariff } from '../../shared/api/types'
import { optionTitle } from '../../shared/format/tariff-options'
import { formatPrice } from '../templates/filters'
import { COMPARISON_LABELS as M } from './messages'

/** The tariff fields the comparison table shows, one row each. */
const COMPARISON_ROWS: { label: string; value: (t: Tariff) => string }[] = [
  { label: M.provider, value: (t) => t.provider_name },
  { label: M.monthFee, value: (t) => formatPrice(t.month_fee) },
  { label: M.activation, value: (t) => formatPrice(t.activation_price) },
  { label: M.region, value: (t) => t.region_name || M.allRussia },
  { label: M.minutes, value: (t) => t.summary['minutes'] ?? '—' },
  { label: M.sms, value: (t) => t.summary['sms'] ?? '—' },
  { label: M.internet, value: (t) => t.summary['gb'] ?? t.summary['internet'] ?? '—' },
  {
    label: M.unlimitedApps,
    value: (t) => t.included_options.map(([code]) => optionTitle(code)).join(', ') || '—',
  },
  // An archived tariff stays in a visitor's comparison; the table says so instead of hiding it.
  { label: M.available, value: (t) => (t.archive ? M.archived : M.yes) },
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
