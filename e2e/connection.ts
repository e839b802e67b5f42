import type { Page } from '@playwright/test'

/** What the page's `navigator.connection` (the Network Information API, Chromium's) reads. */
export interface EmulatedConnection {
  saveData: boolean
  effectiveType: '4g' | '3g' | '2g' | 'slow-2g'
}

/**
 * Sets the page's `navigator.connection` before its scripts run: the data saver or a 2G link,
 * which the runtime's warm-up reads (browser/runtime/saves-data.ts). Chromium has no switch for
 * either, and its network throttling does not change `effectiveType` at once.
 */
export async function emulateConnection(page: Page, connection: EmulatedConnection): Promise<void> {
  // As source text, not a function: the bench runs under tsx, whose transform wraps functions in
  // a helper the page does not have (the script would throw and emulate nothing).
  const value = JSON.stringify(connection)
  await page.addInitScript({ content: `Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${value}), configurable: true })` })
}
