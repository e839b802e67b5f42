/**
 * The exit-intent modal's memory (spec §4), kept in localStorage so it spans visits: when the
 * visitor first came, when they last closed the modal, and whether it is off for good (a
 * subscription or any successful form). Whatever else is stored there (another version, a
 * hand-edited value, no storage at all) counts as a first visit, never as an error.
 */
import { localStore } from '../dom/web-storage'

interface ExitIntentState {
  /** ms since the epoch */
  firstVisit: number
  closedAt: number | null
  disabled: boolean
}

/** Delays from the site settings, in seconds (spec §9); negative values switch things off. */
export interface ExitIntentDelays {
  /** Since the first visit; negative: the modal is off. */
  initialDelay: number
  /** Since the last close; negative: never again once closed. */
  retryDelay: number
}

export const EXIT_INTENT_KEY = 'exit-intent'

function parse(raw: string | null): ExitIntentState | null {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ExitIntentState, unknown>> | null
    if (typeof value !== 'object' || value === null) return null
    const { firstVisit, closedAt, disabled } = value
    if (typeof firstVisit !== 'number' || !Number.isFinite(firstVisit)) return null
    if (closedAt !== null && (typeof closedAt !== 'number' || !Number.isFinite(closedAt))) return null
    if (typeof disabled !== 'boolean') return null
    return { firstVisit, closedAt, disabled }
  } catch {
    return null
  }
}

function save(state: ExitIntentState): ExitIntentState {
  try {
    localStore('local')?.setItem(EXIT_INTENT_KEY, JSON.stringify(state))
  } catch {
    // A full or blocked storage only means the modal may come back sooner.
  }
  return state
}

/** The stored state; a first visit (or unreadable storage) records `now` as the first visit. */
export function readExitIntent(now = Date.now()): ExitIntentState {
  return parse(localStore('local')?.getItem(EXIT_INTENT_KEY) ?? null) ?? save({ firstVisit: now, closedAt: null, disabled: false })
}

/**
 * Whether leaving the page may show the modal now (spec §4): not when disabled or turned off
 * by a negative initial delay; after a close only once the retry delay has passed (never, if
 * it is negative); otherwise once the initial delay since the first visit has passed.
 */
export function exitIntentDue(state: ExitIntentState, delays: ExitIntentDelays, now = Date.now()): boolean {
  if (state.disabled || delays.initialDelay < 0) return false
  if (state.closedAt !== null) return delays.retryDelay >= 0 && now - state.closedAt >= delays.retryDelay * 1000
  return now - state.firstVisit >= delays.initialDelay * 1000
}

/** Closing the modal records the time the retry delay counts from. */
export function recordExitIntentClosed(now = Date.now()): void {
  save({ ...readExitIntent(now), closedAt: now })
}

/** A subscription or any successful request form: the modal never shows again. */
export function disableExitIntent(now = Date.now()): void {
  save({ ...readExitIntent(now), disabled: true })
}
