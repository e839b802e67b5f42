import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchExitIntent } from '../../islands/exit-intent/watch'
import { EXIT_INTENT_KEY, disableExitIntent, exitIntentDue, readExitIntent, recordExitIntentClosed } from '../../browser/stores/exit-intent'
import { $modal } from '../../browser/stores/modal'

const MINUTE = 60_000
const delays = { initialDelay: 30, retryDelay: 600 }
const due = (d = delays) => exitIntentDue(readExitIntent(), d)

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') })
  readExitIntent() // the first page view
})
afterEach(() => {
  vi.useRealTimers()
  $modal.set(null)
})

describe('exit-intent timing (spec §4)', () => {
  it('waits the initial delay from the first visit', () => {
    expect(due()).toBe(false)
    vi.advanceTimersByTime(29_999)
    expect(due()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(due()).toBe(true)
  })

  it('after a close waits the retry delay from the close, not from the first visit', () => {
    vi.advanceTimersByTime(MINUTE)
    recordExitIntentClosed()
    vi.advanceTimersByTime(9 * MINUTE)
    expect(due()).toBe(false)
    vi.advanceTimersByTime(MINUTE)
    expect(due()).toBe(true)
  })

  it('a negative retry delay means never again once closed', () => {
    vi.advanceTimersByTime(MINUTE)
    expect(due({ initialDelay: 30, retryDelay: -1 })).toBe(true)
    recordExitIntentClosed()
    vi.advanceTimersByTime(365 * 24 * 60 * MINUTE)
    expect(due({ initialDelay: 30, retryDelay: -1 })).toBe(false)
  })

  it('a negative initial delay turns it off', () => {
    vi.advanceTimersByTime(365 * 24 * 60 * MINUTE)
    expect(due({ initialDelay: -1, retryDelay: 600 })).toBe(false)
  })

  it('a successful form disables it for good', () => {
    vi.advanceTimersByTime(MINUTE)
    disableExitIntent()
    vi.advanceTimersByTime(365 * 24 * 60 * MINUTE)
    expect(due({ initialDelay: 0, retryDelay: 0 })).toBe(false)
  })

  it('treats garbage in localStorage as a first visit, never an error', () => {
    for (const garbage of ['{', 'null', '42', '{"firstVisit":"yesterday","closedAt":null,"disabled":false}', '{"firstVisit":1,"closedAt":null}']) {
      localStorage.setItem(EXIT_INTENT_KEY, garbage)
      expect(readExitIntent()).toEqual({ firstVisit: Date.now(), closedAt: null, disabled: false })
      expect(due()).toBe(false)
    }
  })

  it('keeps its state across page loads in localStorage', () => {
    readExitIntent()
    vi.advanceTimersByTime(MINUTE)
    recordExitIntentClosed()
    expect(JSON.parse(localStorage.getItem(EXIT_INTENT_KEY)!)).toEqual({
      firstVisit: Date.parse('2026-03-01T10:00:00Z'),
      closedAt: Date.parse('2026-03-01T10:01:00Z'),
      disabled: false,
    })
  })
})

describe('watchExitIntent', () => {
  const leave = () => document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { relatedTarget: null }))
  const hide = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
    document.dispatchEvent(new Event('visibilitychange'))
  }

  it('shows on leaving the document or hiding the tab, once the rules allow it, never over another modal', () => {
    const shown: string[] = []
    const stop = watchExitIntent(delays, () => shown.push('shown'))
    leave()
    expect(shown).toEqual([]) // before the initial delay
    vi.advanceTimersByTime(30_000)
    leave()
    hide('hidden')
    hide('visible')
    $modal.set({ id: 'callback', opener: null })
    leave()
    expect(shown).toEqual(['shown', 'shown'])
    stop()
    $modal.set(null)
    leave()
    expect(shown).toEqual(['shown', 'shown'])
  })
})
