import { describe, expect, it } from 'vitest'
import { formatCountdown, secondsToNextMidnight } from '../../shared/format'

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [5, '00:00:05'],
    [3725, '01:02:05'],
    [86399, '23:59:59'],
    [100 * 3600, '100:00:00'],
    [-1, '00:00:00'],
    [59.9, '00:00:59'],
  ])('shows %j as %j', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected)
  })
})

describe('secondsToNextMidnight', () => {
  it('counts down to the start of the next local day', () => {
    expect(secondsToNextMidnight(new Date(2024, 0, 1, 23, 0, 0))).toBe(3600)
    expect(secondsToNextMidnight(new Date(2024, 0, 1, 23, 59, 59, 500))).toBe(0)
    expect(secondsToNextMidnight(new Date(2024, 0, 1, 0, 0, 1))).toBe(86399)
  })

  it('crosses the end of a month and a year', () => {
    expect(secondsToNextMidnight(new Date(2024, 11, 31, 12, 0, 0))).toBe(12 * 3600)
  })

  it('shows a time of day the countdown can display', () => {
    expect(formatCountdown(secondsToNextMidnight(new Date(2024, 5, 15, 13, 14, 15)))).toBe('10:45:45')
  })
})
