import { messages } from './messages'

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
  const trimmed = value.trim()
  if (trimmed === '') return null
  const iso = ISO_DATE.exec(trimmed)
  const picker = iso ? null : PICKER_DATE.exec(trimmed)
  const match = iso ?? picker
  if (!match) return messages.deliveryDate
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(match[3]), Number(match[2]), Number(match[1])]
  const time = TIME.exec(trimmed.slice(match[0].length))
  if (!time || !isCalendarDate(year, month, day)) return messages.deliveryDate
  const [hours, minutes, seconds] = [Number(time[1] ?? 0), Number(time[2] ?? 0), Number(time[3] ?? 0)]
  return hours < 24 && minutes < 60 && seconds < 60 ? null : messages.deliveryDate
}
