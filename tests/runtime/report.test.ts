import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleReporter, listenForGlobalErrors, listenForTrustedTypesViolations } from '../../browser/runtime/report'

const BASE = 'https://shop.example/static/dist/'
const errorWithStack = (stack: string) => Object.assign(new Error('boom'), { stack })

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('global error reporting', () => {
  it('reports errors with a frame from our bundle and drops the others', () => {
    const seen: string[] = []
    stop = listenForGlobalErrors((error) => seen.push((error as Error).stack!), BASE)
    const ours = errorWithStack(`Error: boom\n    at render (${BASE}chunks/CartSummary-AB12CD34.js:1:200)`)
    const theirs = errorWithStack('Error: boom\n    at x (chrome-extension://abc/content.js:1:1)')
    dispatchEvent(new ErrorEvent('error', { error: ours }))
    dispatchEvent(new ErrorEvent('error', { error: theirs }))
    dispatchEvent(new ErrorEvent('error', { error: 'a string with no stack' }))
    expect(seen).toEqual([ours.stack])
  })

  it('stops listening when cleaned up', () => {
    const report = vi.fn()
    stop = listenForGlobalErrors(report, BASE)
    stop()
    stop = undefined
    dispatchEvent(new ErrorEvent('error', { error: errorWithStack(`at f (${BASE}loader.js:1:1)`) }))
    expect(report).not.toHaveBeenCalled()
  })
})

describe('console reporting', () => {
  it('warns about a script that did not load and reports a failure of our code as an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const host = document.createElement('div')
    consoleReporter(new TypeError('Failed to fetch dynamically imported module'), { phase: 'load', island: 'coverage-map', host })
    expect(warn).toHaveBeenCalledWith('[islands] "coverage-map" failed (load)', host, expect.any(TypeError))
    expect(error).not.toHaveBeenCalled()
    consoleReporter(new Error('boom'), { phase: 'render', island: 'calculator', host })
    expect(error).toHaveBeenCalledWith('[islands] "calculator" failed (render)', host, expect.any(Error))
  })
})

describe('Trusted Types refusals', () => {
  it('are reported with the island whose chunk wrote, other violations are not', () => {
    const report = vi.fn()
    const islandOf = (script: string) => (script.endsWith('/chunks/layout-ABCD1234.js') ? 'header-search' : undefined)
    const stop = listenForTrustedTypesViolations(report, islandOf)
    const violation = (effectiveDirective: string, sourceFile: string) =>
      dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, sourceFile, sample: 'Element innerHTML|<img src=x>' }))
    violation('require-trusted-types-for', `${location.origin}/static/dist/chunks/layout-ABCD1234.js`)
    violation('img-src', `${location.origin}/static/dist/chunks/layout-ABCD1234.js`)
    stop()
    violation('require-trusted-types-for', `${location.origin}/static/dist/chunks/layout-ABCD1234.js`)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]![0]).toMatchObject({ message: 'Trusted Types refused (require-trusted-types-for): Element innerHTML|<img src=x>' })
    expect(report.mock.calls[0]![1]).toEqual({ phase: 'global', island: 'header-search' })
  })
})
