import { DEFAULT_SHARES, splitMinutes, type Shares } from './shares'

/** Spec §9: the calculator's pricing basis (minutes and SMS per day × 30) and page size. */
const DAYS_PER_MONTH = 30
const CALCULATOR_PAGE_SIZE = 10
/** Sensible bounds of the form: a day has 1440 minutes; beyond the others no tariff exists. */
export const LIMITS = { minutesPerDay: 1440, smsPerDay: 1000, gb: 1000 } as const

export type Ordering = 'price' | '-price' | 'name'
export type NumberType = '' | 'federal' | 'city'

export interface CalculatorForm {
  minutesPerDay: number
  shares: Shares
  smsPerDay: number
  gb: number
  gbUnlim: boolean
  providers: string[]
  numberType: NumberType
  includeOptions: boolean
  ordering: Ordering
}

/** The form as the calculator first shows it: the island's first render and the server's HTML of it. */
export const DEFAULT_FORM: CalculatorForm = {
  minutesPerDay: 20,
  shares: DEFAULT_SHARES,
  smsPerDay: 2,
  gb: 15,
  gbUnlim: false,
  providers: [],
  numberType: '',
  includeOptions: false,
  ordering: 'price',
}

/** A typed field's value as a whole number within 0…max (negative → 0, huge → max, junk → 0). */
export function clampWhole(raw: string | number, max: number): number {
  const n = typeof raw === 'number' ? raw : Number(String(raw).replace(/\s/g, '').replace(',', '.'))
  return Number.isFinite(n) ? Math.min(max, Math.max(0, Math.floor(n))) : 0
}

/**
 * The query of spec §7: subdomain, provider (comma list), number_type, calls (the month's
 * minutes split by the shares), sms (× 30), gb, gb_unlim=true, include_options=true, ordering,
 * limit 10 and offset. Empty choices are left out.
 */
export function calculatorQuery(form: CalculatorForm, { subdomain, offset }: { subdomain?: string; offset: number }): Record<string, string> {
  const query: Record<string, string> = {}
  if (subdomain) query.subdomain = subdomain
  if (form.providers.length) query.provider = form.providers.join(',')
  if (form.numberType) query.number_type = form.numberType
  query.calls = splitMinutes(form.minutesPerDay * DAYS_PER_MONTH, form.shares).join(',')
  query.sms = String(form.smsPerDay * DAYS_PER_MONTH)
  if (form.gbUnlim) query.gb_unlim = 'true'
  else query.gb = String(form.gb)
  if (form.includeOptions) query.include_options = 'true'
  query.ordering = form.ordering
  query.limit = String(CALCULATOR_PAGE_SIZE)
  query.offset = String(offset)
  return query
}
