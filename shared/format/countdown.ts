const pad = (n: number): string => String(n).padStart(2, '0')

/**
 * 'HH:MM:SS', each part zero-padded; hours are not wrapped at 24.
 * Negative or invalid input shows '00:00:00'.
 *
 * @example
 * formatCountdown(3725) // '01:02:05'
 */
export function formatCountdown(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`
}

/**
 * Whole seconds from `now` until the next local midnight, for the countdown to
 * the next day's start. Built on the calendar rather than 86 400 s, so days
 * with a clock change are still counted right.
 *
 * @example
 * secondsToNextMidnight(new Date(2024, 0, 1, 23, 0, 0)) // 3600
 */
export function secondsToNextMidnight(now: Date = new Date()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return Math.floor((midnight.getTime() - now.getTime()) / 1000)
}
