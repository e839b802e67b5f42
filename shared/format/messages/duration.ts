import type { PluralForms } from '../plural'

/**
 * Word forms of the duration units after «через» (accusative: «через 1 минуту», «через 21 секунду»),
 * the only place a wait is shown, e.g. `pluralize(2, DURATION_UNITS.hours)` → '2 часа'.
 */
export const DURATION_UNITS: Readonly<Record<'hours' | 'minutes' | 'seconds', Readonly<PluralForms>>> = Object.freeze({
  hours: Object.freeze({ one: 'час', few: 'часа', many: 'часов' }),
  minutes: Object.freeze({ one: 'минуту', few: 'минуты', many: 'минут' }),
  seconds: Object.freeze({ one: 'секунду', few: 'секунды', many: 'секунд' }),
})
