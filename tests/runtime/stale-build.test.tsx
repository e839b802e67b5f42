import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startIslands } from '../../browser/runtime/runtime'
import { RELOAD_GUARD_KEY } from '../../browser/runtime/stale-build'
import { testRegistry } from './test-islands'

/** The runtime chunk's address of the page's build (boot.ts passes its import.meta.url). */
const BUILD = `${location.origin}/static/dist/chunks/runtime-OLD00001.js`
const GONE = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

let stop: (() => void) | undefined
const report = vi.fn()
let reload: ReturnType<typeof vi.fn<() => void>>
/** What the server answers for the runtime chunk's address: 404 once a deploy removed the build. */
let runtimeStatus: number | 'network error'

beforeEach(() => {
  report.mockClear()
  sessionStorage.clear()
  runtimeStatus = 404
  reload = vi.fn<() => void>()
  vi.spyOn(location, 'reload').mockImplementation(reload)
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toBe(BUILD)
    if (runtimeStatus === 'network error') throw new TypeError('Failed to fetch')
    return new Response(null, { status: runtimeStatus })
  })
})
afterEach(() => {
  act(() => stop?.())
  stop = undefined
  vi.restoreAllMocks()
})

function start(html: string, render: () => Promise<never> = vi.fn(GONE)) {
  document.body.innerHTML = html
  act(() => {
    stop = startIslands(testRegistry({ later: { schema: {}, render }, other: { schema: {}, render } }), {
      report,
      retry: { delayMs: 1 },
      build: BUILD,
    })
  })
  return render
}
/** Until every host on the page has failed. */
const failed = () =>
  waitFor(() => expect(document.querySelectorAll('[data-island-state="failed"]')).toHaveLength(document.querySelectorAll('[data-island]').length))

describe('a page open across a deploy', () => {
  it('reloads once for the new build when a chunk and the build are gone, without retrying; the server HTML stays meanwhile', async () => {
    const render = start('<div data-island="later"><p>Серверный HTML</p></div><div data-island="other"><p>Ещё</p></div>')
    await failed()
    expect(reload).toHaveBeenCalledTimes(1)
    // One try each, no retries: a 404 does not go away by waiting.
    expect(render).toHaveBeenCalledTimes(2)
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({ build: BUILD })
    expect(report).not.toHaveBeenCalled()
    expect(screen.getByText('Серверный HTML')).toBeInTheDocument()
  })

  it('after a reload for this build that did not help, leaves the server HTML and reports the error once', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ build: BUILD }))
    start('<div data-island="later"><p>Серверный HTML</p></div><div data-island="other"><p>Ещё</p></div>')
    await failed()
    expect(reload).not.toHaveBeenCalled()
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]![0]).toMatchObject({ name: 'StaleBuildError' })
    expect(report.mock.calls[0]![1]).toMatchObject({ phase: 'load', island: 'later' })
  })

  it.each([
    ['of an older build', JSON.stringify({ build: `${location.origin}/static/dist/chunks/runtime-OLDER001.js` })],
    ['that is not JSON', '{not json'],
  ])('a reload guard %s counts as not reloaded yet', async (_, guard) => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, guard)
    start('<div data-island="later"><p>Серверный HTML</p></div>')
    await failed()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({ build: BUILD })
  })

  it('with input the visitor has not sent, asks them to reload instead of reloading under their hands', async () => {
    // The island's chunk is asked for while the visitor types; the 404 comes after.
    let answer = () => {}
    const asked = new Promise<void>((resolve) => (answer = resolve))
    start(
      '<form><label>Имя <input name="name"></label></form><div data-island="later"><p>Серверный HTML</p></div>',
      vi.fn(() => asked.then(GONE)),
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна')
    answer()
    await failed()
    expect(await screen.findByRole('alert')).toHaveTextContent('Сайт обновился — обновите страницу')
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна')
    await userEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a network failure is no deploy: the chunk is retried as before, then reported, and the page stays', async () => {
    runtimeStatus = 'network error'
    const render = start('<div data-island="later"><p>Серверный HTML</p></div>')
    await failed()
    expect(render).toHaveBeenCalledTimes(6)
    expect(reload).not.toHaveBeenCalled()
    expect(report).toHaveBeenCalledTimes(1)
  })
})
