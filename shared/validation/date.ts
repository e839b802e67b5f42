import { VALIDATION_MESSAGES as M } from './messages'

// The date picker writes d.m.Y; the order payload carries 'YYYY-MM-DD HH:MM:00'.
// Both may be followed by a time, with ISO's 'T', fractions and offset tolerated.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/
const PICKER_DATE = /^(\d{2})\.(\d{2})\.(\d{4})/
const TIME = /^(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Delivery date, optionally with a time: '2024-05-01 10:00:00' or '01.05.2024'.
 * Blank values pass; the order form marks the field required for courier delivery.
 *
 * @example
 * checkDeliveryDate('2024-05-01 10:00:00') // null
 * checkDeliveryDate('31.02.2024')          // 'Укажите дату доставки.'
 */
export function checkDeliveryDate(value: string): string | null {
  if (value.trim() === '') return null
  return deliveryDay(value) === null ? M.deliveryDate : null
}

/**
 * The calendar day of a valid delivery date as 'YYYY-MM-DD' (comparable as text), or null.
 *
 * @example deliveryDay('05.01.2027') // '2027-01-05'
 */
export function deliveryDay(value: string): string | null {
  const trimmed = value.trim()
  const iso = ISO_DATE.exec(trimmed)
  const match = iso ?? PICKER_DATE.exec(trimmed)
  if (!match) return null
  const [year, month, day] = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [Number(match[3]), Number(match[2]), Number(match[1])]
  const time = TIME.exec(trimmed.slice(match[0].length))
  if (!time || !isCalendarDate(year, month, day)) return null
  const [hours, minutes, seconds] = [Number(time[1] ?? 0), Number(time[2] ?? 0), Number(time[3] ?? 0)]
  if (hours >= 24 || minutes >= 60 || seconds >= 60) return null
  return `${year}-${pad(month)}-${pad(day)}`
}

/**
 * Delivery cannot be in the past: a filled date before `earliest` ('YYYY-MM-DD') gives
 * «Укажите дату доставки.». The form passes the visitor's today; the server a day that
 * tolerates every time zone (see server/orders/validate.ts).
 *
 * @example checkDeliveryNotBefore('20.11.2026', '2026-11-21') // 'Укажите дату доставки.'
 */
export function checkDeliveryNotBefore(value: string, earliest: string): string | null {
  if (value.trim() === '') return null
  const day = deliveryDay(value)
  return day === null || day < earliest ? M.deliveryDate : null
}

const pad = (n: number) => String(n).padStart(2, '0')
