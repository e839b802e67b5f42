import { islands } from '../islands/index'
import type { IslandFailure, Navigation } from './load-fixture'

/** `[islands]` or `[<island name>]`: a warning of the runtime or of an island. */
const OUR_PREFIX = new RegExp(`^\\[(islands|${Object.keys(islands).join('|')})\\]`)

/** A console warning of the page, and whether the test has read it. */
export interface Warning {
  message: string
  ours: boolean
  read: boolean
}

/** What a loaded page did that the test reads instead of the browser doing it. */
export interface PageRecord {
  /** Every console warning, in order. */
  warnings: Warning[]
  /** The runtime's warning about a host (why it stayed inactive). */
  hostWarnings: WeakMap<Element, Warning>
  /** What made a host fail. */
  hostErrors: WeakMap<Element, unknown>
  failures: IslandFailure[]
  navigations: Navigation[]
  alerts: string[]
  /** Puts console.warn, location.assign and reload, and window.alert back as they were. */
  restore(): void
}

/**
 * Records the page from now on: the runtime's and the islands' warnings (anything else still
 * reaches the console), where an island sent the browser (`location.assign`/`reload`), and
 * `window.alert` messages, instead of leaving the page or showing them. Islands' failures and
 * host errors are the runtime's report to write into it.
 */
export function recordPage(): PageRecord {
  const warnings: Warning[] = []
  const hostWarnings = new WeakMap<Element, Warning>()
  const navigations: Navigation[] = []
  const alerts: string[] = []
  const warn = console.warn
  const restores = [
    // The runtime's and the islands' warnings are the result; anything else still reaches the console.
    replace(console, 'warn', (...args: unknown[]) => {
      const message = args
        .map((arg) => (arg instanceof Element ? '' : String(arg)))
        .join(' ')
        .trim()
      const warning: Warning = { message, ours: OUR_PREFIX.test(message), read: false }
      warnings.push(warning)
      if (args[1] instanceof Element && message.startsWith('[islands]')) hostWarnings.set(args[1], warning)
      if (!warning.ours) warn.apply(console, args)
    }),
    replace(location, 'assign', (url: string | URL) => navigations.push({ type: 'assign', url: new URL(url, location.href).href })),
    replace(location, 'reload', () => navigations.push({ type: 'reload', url: location.href })),
    replace(window, 'alert', (message?: unknown) => alerts.push(String(message ?? ''))),
  ]
  return {
    warnings,
    hostWarnings,
    hostErrors: new WeakMap(),
    failures: [],
    navigations,
    alerts,
    restore: () => restores.reverse().forEach((restore) => restore()),
  }
}

/** The error of a page whose own warnings the test did not read, or null. */
export function unreadWarnings(warnings: readonly Warning[]): Error | null {
  const unread = warnings.filter((warning) => warning.ours && !warning.read).map((warning) => `  ${warning.message}`)
  if (unread.length === 0) return null
  return new Error(
    `[testing] the page warned and the test did not expect it (read page.warnings, or a host's warning, to expect one):\n${unread.join('\n')}`,
  )
}

/** Replaces `owner[key]` until the returned restore runs (own or inherited, as it was). */
function replace<T extends object>(owner: T, key: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(owner, key)
  Object.defineProperty(owner, key, { configurable: true, writable: true, value })
  return () => (own ? Object.defineProperty(owner, key, own) : delete (owner as Record<string, unknown>)[key])
}
