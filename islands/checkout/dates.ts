/**
 * Calendar dates of the delivery window as local midnights: the visitor picks a day in
 * their own calendar, and the payload carries it as written, without time zones.
 */

const PICKER = /^(\d{2})\.(\d{2})\.(\d{4})$/

/** '21.11.2026' → that local date, or null for anything that is not a real d.m.Y date. */
export function parsePickerDate(text: string): Date | null {
  const match = PICKER.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return real ? date : null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The picker's d.m.Y: '21.11.2026'. */
export const formatPickerDate = (date: Date): string => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`

/** The payload's date: '2026-11-21'. */
export const isoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

export function today(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

/** Same day of another month, clamped to that month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last))
}

export const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (date: Date): number => (date.getDay() + 6) % 7
