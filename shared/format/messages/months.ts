// shared/format's words are one module a table (this folder), so that each loads with the one
// chunk that reads it: a module several islands import becomes a chunk of its own (esbuild's
// splitting), one more request on the pages of each.

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
