import { DURATION_UNITS } from './messages/duration'
import { pluralize } from './plural'

const { hours: HOURS, minutes: MINUTES, seconds: SECONDS } = DURATION_UNITS

/**
 * A wait in Russian words as it reads after «через», as the sign-in rate-limit messages show it (spec §8):
 * hours and minutes, with seconds only under an hour. Fractions round up, so a
 * wait is never understated; zero, negative or invalid input reads '0 секунд'.
 *
 * @example
 * formatDuration(3725) // '1 час 2 минуты'
 * formatDuration(125)  // '2 минуты 5 секунд'
 */
export function formatDuration(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) ? Math.ceil(totalSeconds) : 0
  if (total <= 0) return pluralize(0, SECONDS)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const parts: string[] = []
  if (hours > 0) parts.push(pluralize(hours, HOURS))
  if (minutes > 0) parts.push(pluralize(minutes, MINUTES))
  if (hours === 0 && seconds > 0) parts.push(pluralize(seconds, SECONDS))
  return parts.join(' ')
}

/**
 * Whole seconds from `now` until a moment such as `rate_limited_until`,
 * rounded up and never negative. An unreadable moment counts as already past.
 *
 * @example
 * secondsUntil('2024-01-01T00:01:00Z', Date.parse('2024-01-01T00:00:00Z')) // 60
 */
export function secondsUntil(isoOrDate: string | number | Date, now: number = Date.now()): number {
  const target = isoOrDate instanceof Date ? isoOrDate.getTime() : new Date(isoOrDate).getTime()
  if (Number.isNaN(target)) return 0
  return Math.max(0, Math.ceil((target - now) / 1000))
}
