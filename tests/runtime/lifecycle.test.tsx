import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startIslands } from '../../browser/runtime/runtime'
import type { Registry, Strategy } from '../../shared/contract/island'
import { ok } from './test-islands'

/** The one IntersectionObserver of the `visible` strategy (strategies.ts keeps it for the page): `reveal(el)` brings el near. */
let reveal: (target: Element) => void = () => {}
class NearObserver {
  constructor(callback: IntersectionObserverCallback) {
    reveal = (target) => callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never)
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

const Label = ({ text }: { text: string }) => <p>{text}</p>
const Broken = (): never => {
  throw new Error('render failed')
}
const release = vi.fn()

const registry = (strategy: Strategy): Registry => ({
  label: { schema: { text: 'string' } as const, strategy, render: ok(Label) },
  marker: { schema: {}, strategy, enhance: ok(() => release) },
  broken: { schema: {}, strategy, render: ok(Broken) },
  gone: { schema: {}, strategy, enhance: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
})

let stop: (() => void) | undefined
let states: () => (string | null)[]
const report = vi.fn()

/**
 * Puts `html` (one host) in the page and starts the runtime over it; `states()` then gives every
 * value the host's data-island-state has had, in order, null where it had none: what a tester or a
 * backend developer sees of its life.
 */
function startWith(html: string, strategy: Strategy) {
  document.body.innerHTML = html
  const host = document.querySelector('[data-island]')!
  const changes: MutationRecord[] = []
  const observer = new MutationObserver((records) => changes.push(...records))
  observer.observe(host, { attributes: true, attributeFilter: ['data-island-state'], attributeOldValue: true })
  states = () => {
    changes.push(...observer.takeRecords())
    return [...changes.map((change) => change.oldValue), host.getAttribute('data-island-state')]
  }
  act(() => {
    stop = startIslands(registry(strategy), { report, retry: { retries: 0 } })
  })
  return host
}

const stopRuntime = () => {
  act(() => stop?.())
  stop = undefined
}

beforeAll(async () => {
  vi.stubGlobal('IntersectionObserver', NearObserver)
  // Loaded before any test, so no test's stubs end up inside React's scheduler.
  await import('../../browser/runtime/react-host')
})
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  stopRuntime()
  report.mockClear()
  release.mockClear()
})

describe("a host's life, as its data-island-state tells it", () => {
  it('eager: waiting, pending, mounted within the start; the attribute goes when the runtime stops', async () => {
    startWith('<div data-island="label" data-text="Готово"><p>С сервера</p></div>', 'eager')
    await waitFor(() => expect(document.body).toHaveTextContent('Готово'))
    expect(states()).toEqual([null, 'waiting', 'pending', 'mounted'])
    stopRuntime()
    expect(states()).toEqual([null, 'waiting', 'pending', 'mounted', null])
  })

  it('idle: waiting until an idle moment, then pending and mounted', async () => {
    startWith('<div data-island="marker"></div>', 'idle')
    expect(states()).toEqual([null, 'waiting'])
    await waitFor(() => expect(states()).toEqual([null, 'waiting', 'pending', 'mounted']))
  })

  it('visible: waiting until the host nears the viewport', async () => {
    const host = startWith('<div data-island="marker"></div>', 'visible')
    expect(states()).toEqual([null, 'waiting'])
    act(() => reveal(host))
    await waitFor(() => expect(states()).toEqual([null, 'waiting', 'pending', 'mounted']))
  })

  it("interaction: waiting through the visitor's move until the next frame, then pending and mounted", async () => {
    const host = startWith('<div data-island="label" data-text="Ожил"><a href="/">С сервера</a></div>', 'interaction')
    expect(states()).toEqual([null, 'waiting'])
    fireEvent.pointerOver(host)
    expect(states()).toEqual([null, 'waiting'])
    await waitFor(() => expect(document.body).toHaveTextContent('Ожил'))
    expect(states()).toEqual([null, 'waiting', 'pending', 'mounted'])
  })

  it('inactive at once when its contract refuses it, and nothing more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    startWith('<div data-island="label"></div>', 'eager')
    expect(states()).toEqual([null, 'inactive'])
    stopRuntime()
    expect(states()).toEqual([null, 'inactive', null])
    vi.mocked(console.warn).mockRestore()
  })

  it('failed after pending when its chunk does not load; failed after mounted when it throws while rendering', async () => {
    startWith('<div data-island="gone"></div>', 'eager')
    await waitFor(() => expect(states()).toEqual([null, 'waiting', 'pending', 'failed']))
    stopRuntime()
    startWith('<div data-island="broken"><p>С сервера</p></div>', 'eager')
    await waitFor(() => expect(states()).toEqual([null, 'waiting', 'pending', 'mounted', 'failed']))
    expect(report.mock.calls.map(([, context]) => context.phase)).toEqual(['load', 'render'])
  })

  it('gone while waiting: the attribute is removed and the island never comes', async () => {
    const host = startWith('<div data-island="marker"></div>', 'visible')
    act(() => host.remove())
    await waitFor(() => expect(states()).toEqual([null, 'waiting', null]))
    // Its start would be at once (pending): nothing is watching for it any more.
    act(() => reveal(host))
    expect(states()).toEqual([null, 'waiting', null])
  })

  it('gone once mounted: the island is released', async () => {
    const host = startWith('<div data-island="marker"></div>', 'eager')
    await waitFor(() => expect(states()).toEqual([null, 'waiting', 'pending', 'mounted']))
    act(() => host.remove())
    await waitFor(() => expect(states()).toEqual([null, 'waiting', 'pending', 'mounted', null]))
    expect(release).toHaveBeenCalledTimes(1)
  })
})
