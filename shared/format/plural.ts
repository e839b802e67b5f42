import { formatCount } from './count'

/**
 * Russian word forms: `one` (1, 21, 101 минута), `few` (2–4, 22 минуты),
 * `many` (5–20, 11–14 минут). `other` is used for fractions and defaults to
 * `few`, since Russian says '1,5 минуты'.
 */
export interface PluralForms {
  one: string
  few: string
  many: string
  other?: string
}

const rules = new Intl.PluralRules('ru-RU')

/**
 * The word form that agrees with `n`.
 *
 * @example
 * plural(21, { one: 'минута', few: 'минуты', many: 'минут' }) // 'минута'
 * plural(11, { one: 'минута', few: 'минуты', many: 'минут' }) // 'минут'
 */
export function plural(n: number, forms: PluralForms): string {
  switch (rules.select(n)) {
    case 'one':
      return forms.one
    case 'few':
      return forms.few
    case 'many':
      return forms.many
    default:
      return forms.other ?? forms.few
  }
}

/**
 * The number followed by the agreeing word; large whole numbers are grouped.
 *
 * @example
 * pluralize(5, { one: 'минута', few: 'минуты', many: 'минут' })   // '5 минут'
 * pluralize(1.5, { one: 'минута', few: 'минуты', many: 'минут' }) // '1,5 минуты'
 */
export function pluralize(n: number, forms: PluralForms): string {
  const shown = Number.isInteger(n) ? formatCount(n) : String(n).replace('.', ',')
  return `${shown} ${plural(n, forms)}`
}
