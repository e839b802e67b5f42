import type { PluralForms } from '../plural'

/** Word forms of the duration units, e.g. `pluralize(2, DURATION_UNITS.hours)` → '2 часа'. */
export const DURATION_UNITS: Readonly<Record<'hours' | 'minutes' | 'seconds', Readonly<PluralForms>>> = Object.freeze({
  hours: Object.freeze({ one: 'час', few: 'часа', many: 'часов' }),
  minutes: Object.freeze({ one: 'минута', few: 'минуты', many: 'минут' }),
  seconds: Object.freeze({ one: 'секунда', few: 'секунды', many: 'секунд' }),
})
