import type { PluralForms } from './plural'

/** Russian month names, January first: as a calendar heads a month («Ноябрь 2026»). */
export const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const

/** The same in the genitive, as a date reads: «21 ноября 2026». */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const

/** Word forms of the duration units, e.g. `pluralize(2, DURATION_UNITS.hours)` → '2 часа'. */
export const DURATION_UNITS: Readonly<Record<'hours' | 'minutes' | 'seconds', Readonly<PluralForms>>> = Object.freeze({
  hours: Object.freeze({ one: 'час', few: 'часа', many: 'часов' }),
  minutes: Object.freeze({ one: 'минута', few: 'минуты', many: 'минут' }),
  seconds: Object.freeze({ one: 'секунда', few: 'секунды', many: 'секунд' }),
})

/** Spec §9: what an unlimited-app option of a tariff covers, by its code ('Безлимитные …'), and any other code. */
export const TARIFF_OPTION_TITLES = Object.freeze({
  byCode: Object.freeze<Record<string, string>>({ '1': 'мессенджеры', '2': 'социальные сети', '3': 'видео' }),
  otherApps: 'приложения',
} as const)
