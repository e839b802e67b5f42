import { clampWhole, DEFAULT_FORM, LIMITS, type CalculatorForm, type NumberType, type Ordering } from '../../shared/calculator/request'
import { firstText, flagOf, listOf } from '../catalog/query-values'

/**
 * The calculator page's form without script (templates/pages/site/calculator.html): the island's
 * own fields, per day, sent by GET to the page. Their names:
 *   minutes, sms, gb          per day (gb per month), whole numbers clamped as the island clamps them
 *   same, other               the calls-direction shares in percent; abroad is the remainder
 *                             (three sliders the visitor moves one by one without script)
 *   gb_unlim, include_options checkboxes (true)
 *   provider                  checkboxes, one per provider (only the page's providers count)
 *   number_type, ordering     the selects
 */
const CALCULATOR_FIELDS = [
  'minutes',
  'same',
  'other',
  'international',
  'sms',
  'gb',
  'gb_unlim',
  'provider',
  'number_type',
  'include_options',
  'ordering',
]

const NUMBER_TYPES: readonly NumberType[] = ['', 'federal', 'city']
const ORDERINGS: readonly Ordering[] = ['price', '-price', 'name']
const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback)

/** The form the query holds, or null when it holds none of the form's fields (the page's first look). */
export function calculatorFormOf(query: Record<string, unknown>, providerSlugs: readonly string[]): CalculatorForm | null {
  if (!CALCULATOR_FIELDS.some((name) => query[name] !== undefined)) return null
  const whole = (name: string, max: number, fallback: number) => (query[name] === undefined ? fallback : clampWhole(firstText(query, name), max))
  const same = whole('same', 100, DEFAULT_FORM.shares.same)
  const other = Math.min(whole('other', 100, DEFAULT_FORM.shares.other), 100 - same)
  const chosen = new Set(listOf(query.provider))
  return {
    minutesPerDay: whole('minutes', LIMITS.minutesPerDay, DEFAULT_FORM.minutesPerDay),
    shares: { same, other, international: 100 - same - other },
    smsPerDay: whole('sms', LIMITS.smsPerDay, DEFAULT_FORM.smsPerDay),
    gb: whole('gb', LIMITS.gb, DEFAULT_FORM.gb),
    // An unchecked box is not sent: absent is false once the form was sent.
    gbUnlim: flagOf(firstText(query, 'gb_unlim')) === true,
    providers: providerSlugs.filter((slug) => chosen.has(slug)),
    numberType: oneOf(firstText(query, 'number_type'), NUMBER_TYPES, DEFAULT_FORM.numberType),
    includeOptions: flagOf(firstText(query, 'include_options')) === true,
    ordering: oneOf(firstText(query, 'ordering'), ORDERINGS, DEFAULT_FORM.ordering),
  }
}

/** The page's address for the same form at `offset` (its «Показать ещё» without script). */
export function calculatorPageQuery(form: CalculatorForm, offset: number): string {
  const params = new URLSearchParams({
    minutes: String(form.minutesPerDay),
    same: String(form.shares.same),
    other: String(form.shares.other),
    international: String(form.shares.international),
    sms: String(form.smsPerDay),
    gb: String(form.gb),
  })
  if (form.gbUnlim) params.set('gb_unlim', 'true')
  for (const slug of form.providers) params.append('provider', slug)
  if (form.numberType) params.set('number_type', form.numberType)
  if (form.includeOptions) params.set('include_options', 'true')
  params.set('ordering', form.ordering)
  params.set('offset', String(offset))
  return params.toString()
}
