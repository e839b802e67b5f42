import { dateDisplay } from '../content/format'
import { ORDER_MESSAGES as M } from './messages'

/**
 * A courier's delivery window as the order-placed page reads it: '2026-12-05 10:00:00' and
 * '2026-12-05 18:00:00' → '5 декабря 2026, с 10:00 до 18:00'; a window without times is its date,
 * and no window at all is ''.
 */
export function deliveryWindow(from: string | null, to: string | null): string {
  if (!from) return ''
  const time = (value: string | null) => /\s(\d{2}:\d{2})/.exec(value ?? '')?.[1]
  const [start, end] = [time(from), time(to)]
  const day = dateDisplay(from)
  return start && end ? M.deliveryWindow(day, start, end) : day
}
