import { listen } from '../dom/listen'

/**
 * Error reporting: a small interface, a console default, and an optional
 * beacon to a URL the page configures. Global error events are reported only
 * when their stack has a frame from our own bundle (spec §8), so extensions
 * and third-party scripts do not flood the report.
 */
export interface ErrorContext {
  phase: 'load' | 'render' | 'mount' | 'global'
  island?: string
  host?: Element
}
export type Reporter = (error: unknown, context: ErrorContext) => void

/**
 * A script that did not load (after its retries) is a warning, as spec §8 has it for the map:
 * the network failed, not our code, and the server's HTML stays. A failure of our code while
 * rendering or mounting, or a global one, is an error.
 */
export const consoleReporter: Reporter = (error, { phase, island, host }) => {
  const log = phase === 'load' ? console.warn : console.error
  log(`[islands] ${island ? `"${island}" ` : ''}failed (${phase})`, host ?? '', error)
}

/** Sends `{message, stack, phase, island, page}` to `url` with sendBeacon (falls back to fetch keepalive). */
export function beaconReporter(url: string): Reporter {
  return (error, { phase, island }) => {
    const err = error instanceof Error ? error : new Error(String(error))
    const body = JSON.stringify({ message: err.message, stack: err.stack, phase, island, page: location.href })
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
      void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {})
    }
  }
}

function hasOwnFrame(error: unknown, base: string): boolean {
  const stack = error instanceof Error ? error.stack : undefined
  return !!stack && stack.includes(base)
}

/** Reports uncaught errors and rejections that come from our own code; returns the cleanup. */
export function listenForGlobalErrors(report: Reporter, base: string): () => void {
  const onError = (event: ErrorEvent) => {
    if (hasOwnFrame(event.error, base)) report(event.error, { phase: 'global' })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (hasOwnFrame(event.reason, base)) report(event.reason, { phase: 'global' })
  }
  return listen(window, { error: onError, unhandledrejection: onRejection })
}

/**
 * Trusted Types refusals (a sink given a string no policy made, or a policy the CSP does not
 * name), reported, not swallowed: the browser blocked the write, and a change that feeds a
 * string to a sink should be seen in production. `islandOf` names the island whose chunk wrote
 * it, from the script's address. Returns the cleanup.
 */
export function listenForTrustedTypesViolations(report: Reporter, islandOf: (script: string) => string | undefined): () => void {
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!event.effectiveDirective.includes('trusted-types')) return
    const error = new Error(`Trusted Types refused (${event.effectiveDirective}): ${event.sample}`)
    report(error, { phase: 'global', island: islandOf(event.sourceFile) })
  }
  return listen(window, { securitypolicyviolation: onViolation })
}
