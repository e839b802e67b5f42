import { describe, expect, it } from 'vitest'
import { formatDuration, secondsUntil } from '../../shared/format'

describe('formatDuration', () => {
  it.each([
    [3725, '1 час 2 минуты'],
    [125, '2 минуты 5 секунд'],
    [45, '45 секунд'],
    [3600, '1 час'],
    [60, '1 минуту'],
    [1, '1 секунду'],
    [120, '2 минуты'],
    [300, '5 минут'],
    [11 * 60, '11 минут'],
    [21 * 60, '21 минуту'],
    [21, '21 секунду'],
    [11, '11 секунд'],
    [7200 + 22 * 60, '2 часа 22 минуты'],
    [5 * 3600 + 59, '5 часов'],
    [3599, '59 минут 59 секунд'],
  ])('shows %i seconds as %j, the accusative after «через»', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected)
  })

  it('shows nothing left as 0 секунд', () => {
    expect(formatDuration(0)).toBe('0 секунд')
    expect(formatDuration(-5)).toBe('0 секунд')
    expect(formatDuration(Number.NaN)).toBe('0 секунд')
  })

  it('rounds a fraction of a second up so the wait is never understated', () => {
    expect(formatDuration(0.2)).toBe('1 секунду')
  })
})

describe('secondsUntil', () => {
  const now = Date.parse('2024-01-01T00:00:00Z')

  it('counts whole seconds to an ISO moment or a Date', () => {
    expect(secondsUntil('2024-01-01T00:01:00Z', now)).toBe(60)
    expect(secondsUntil(new Date('2024-01-01T00:00:01.200Z'), now)).toBe(2)
  })

  it('never goes below zero, and an unreadable moment counts as past', () => {
    expect(secondsUntil('2023-12-31T23:59:00Z', now)).toBe(0)
    expect(secondsUntil('когда-нибудь', now)).toBe(0)
  })
})
