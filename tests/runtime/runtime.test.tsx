import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startIslands } from '../../browser/runtime/runtime'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { events, ok, testRegistry } from './test-islands'

/** Markup of the test islands of test-islands.tsx (no store template has these names). */
const loadFixture = (name: string) => {
  document.body.innerHTML = readFileSync(path.join(import.meta.dirname, name), 'utf8')
}

let stop: (() => void) | undefined
const report = vi.fn()

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  events.length = 0
  report.mockClear()
  // The hosts fixture has a host without its attribute on purpose.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => stop?.())
  stop = undefined
})

const start = (registry = testRegistry()) => {
  act(() => {
    stop = startIslands(registry, { report, retry: { delayMs: 1 } })
  })
}
const host = (selector: string) => document.querySelector<HTMLElement>(selector)!

describe('island runtime', () => {
  it('mounts an island over its server HTML and handles events through the shared root', async () => {
    loadFixture('fixtures/runtime-hosts.html')
    start()
    expect(await screen.findByText('Привет, Анна!')).toBeInTheDocument()
    expect(screen.queryByText('Здравствуйте (с сервера)')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Нажато: 0' }))
    expect(await screen.findByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument()
    expect(host('header [data-island]')).toHaveAttribute('data-island-state', 'mounted')
  })

  it('warns once, naming the island, the element and the attribute, when a required attribute is missing', async () => {
    loadFixture('fixtures/runtime-hosts.html')
    start()
    await screen.findByText('Привет, Анна!')
    const bare = screen.getByText('Хост без имени').parentElement!
    expect(warn.mock.calls).toEqual([['[islands] "greeting": missing required attribute data-name; the island stays inactive.', bare]])
    expect(bare).toHaveAttribute('data-island-state', 'inactive')
    expect(screen.getByText('Хост без имени')).toBeInTheDocument()
  })

  it('warns about a malformed attribute with its value and keeps the server HTML', () => {
    loadFixture('fixtures/runtime-props.html')
    start()
    const bad = screen.getByText('Плохой счётчик').parentElement!
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('[islands] "props": attribute data-count="двенадцать" is not a valid int; the island stays inactive.', bad)
  })

  it('reads typed props from attributes and from the data-props JSON child', async () => {
    loadFixture('fixtures/runtime-props.html')
    start()
    expect(await screen.findByText('Корзина: 12, активно, /order/, Анна')).toBeInTheDocument()
  })

  it('puts back the server HTML of an island that throws while rendering, reports it, and keeps the others working', async () => {
    loadFixture('fixtures/runtime-hosts.html')
    start()
    await waitFor(() => expect(host('[data-island="broken"]')).toHaveAttribute('data-island-state', 'failed'))
    expect(screen.getByText('Серверная версия блока')).toBeInTheDocument()
    expect(report).toHaveBeenCalledTimes(1)
    const [error, context] = report.mock.calls[0]!
    expect((error as Error).message).toBe('render failed for Борис')
    expect(context).toMatchObject({ phase: 'render', island: 'broken', host: host('[data-island="broken"]') })
    fireEvent.click(await screen.findByRole('button', { name: 'Нажато: 0' }))
    expect(await screen.findByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument()
    expect(host('[data-island="marker"]')).toHaveClass('marker--accent')
  })

  it('mounts hosts inserted later and unmounts removed ones, releasing their effects and listeners', async () => {
    document.body.innerHTML = '<main></main>'
    start()
    const later = document.createElement('div')
    later.innerHTML = '<div data-island="greeting" data-name="Вера"><p>Загрузка</p></div><div data-island="marker" data-tone="soft"></div>'
    document.querySelector('main')!.append(later)
    expect(await screen.findByText('Привет, Вера!')).toBeInTheDocument()
    await waitFor(() => expect(events).toContain('marker enhanced'))
    act(() => later.remove())
    await waitFor(() => expect(events).toHaveLength(4))
    expect([...events].sort()).toEqual(['greeting Вера mounted', 'greeting Вера unmounted', 'marker enhanced', 'marker released'])
  })

  it('keeps a moved host mounted', async () => {
    document.body.innerHTML = '<div id="a"><div data-island="greeting" data-name="Ирина"></div></div><div id="b"></div>'
    start()
    await screen.findByText('Привет, Ирина!')
    act(() => document.getElementById('b')!.append(host('[data-island]')))
    await Promise.resolve()
    expect(events).toEqual(['greeting Ирина mounted'])
  })

  it('unmounts everything and restores the server HTML when stopped', async () => {
    loadFixture('fixtures/runtime-hosts.html')
    start()
    await screen.findByText('Привет, Анна!')
    await waitFor(() => expect(events).toContain('marker enhanced'))
    act(() => stop!())
    stop = undefined
    expect(screen.getByText('Здравствуйте (с сервера)')).toBeInTheDocument()
    expect(screen.queryByText('Привет, Анна!')).not.toBeInTheDocument()
    expect(host('[data-island="marker"]')).not.toHaveClass('marker--accent')
    expect(host('header [data-island]')).not.toHaveAttribute('data-island-state')
  })

  it('mounts an island whose chunk fails to load twice and then loads', async () => {
    let attempts = 0
    const Flaky = () => <p>Загрузилось</p>
    const flaky = () => (++attempts <= 2 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : ok(Flaky)())
    document.body.innerHTML = '<div data-island="flaky"><p>Серверный HTML</p></div>'
    start(testRegistry({ flaky: { schema: {}, render: flaky } }))
    expect(await screen.findByText('Загрузилось')).toBeInTheDocument()
    expect(attempts).toBe(3)
    expect(report).not.toHaveBeenCalled()
  })

  it('leaves the server HTML and reports once when a chunk never loads', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    document.body.innerHTML = '<div data-island="gone"><p>Серверный HTML</p></div>'
    start(testRegistry({ gone: { schema: {}, render: failing } }))
    await waitFor(() => expect(host('[data-island]')).toHaveAttribute('data-island-state', 'failed'))
    expect(failing).toHaveBeenCalledTimes(6)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]![1]).toMatchObject({ phase: 'load', island: 'gone' })
    expect(screen.getByText('Серверный HTML')).toBeInTheDocument()
  })

  it('asks for the chunks of each host that starts by itself: the island, the React host, the lazy parts its props need', async () => {
    document.body.innerHTML = `
      <div data-island="list" data-mode="json"></div>
      <div data-island="list"></div>
      <div data-island="note" data-island-load="interaction"><button type="button">Заметка</button></div>`
    const enhance = ok(() => () => {})
    const registry = {
      list: { schema: { mode: 'string?' } as const, strategy: 'idle' as const, enhance, preloads: { cards: ['mode'] } },
      note: { schema: {}, enhance },
    }
    const preload = vi.fn()
    act(() => {
      stop = startIslands(registry, { report, preload })
    })
    // The list twice (its chunks are asked for once per page by preloadModules), its JSON
    // host's cards once; the note only when the visitor reaches for it.
    expect(preload.mock.calls.map(([name]) => name)).toEqual(['list', 'list/cards', 'list'])
    fireEvent.focusIn(screen.getByRole('button', { name: 'Заметка' }))
    // After the next frame: what the move changed on screen is painted first.
    expect(preload).toHaveBeenCalledTimes(3)
    await waitFor(() => expect(preload).toHaveBeenLastCalledWith('note'))
  })

  /** Two hosts of a map island whose contract leaves out a host with its picture (preloadUnless). */
  const startMaps = (strategy: 'idle' | 'eager') => {
    document.body.innerHTML = `
      <div data-island="map" data-preview="/map.png"><img src="/map.png" alt="Карта"></div>
      <div data-island="map"></div>`
    const mounted = vi.fn(() => () => {})
    const registry = { map: { schema: { preview: 'url?' } as const, strategy, enhance: ok(mounted), preloadUnless: ['preview'] } }
    const preload = vi.fn()
    act(() => {
      stop = startIslands(registry, { report, preload })
    })
    return { mounted, preload }
  }

  it("asks for a host's chunks only when its strategy fires if the host has one of the contract's preloadUnless props", async () => {
    const { mounted, preload } = startMaps('idle')
    // At the scan: the host without a picture only.
    expect(preload.mock.calls.map(([name]) => name)).toEqual(['map'])
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(2))
    // The pictured host's chunks when its strategy fired, before it mounted.
    expect(preload.mock.calls.map(([name]) => name)).toEqual(['map', 'map'])
  })

  it("asks for the chunks of a host the server's HTML shows only after the page's first contentful paint", async () => {
    // The browser's paint timing, with the first contentful paint still to come.
    const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = []
    const paint = (name: string) =>
      observers
        .filter((o) => o.connected)
        .forEach((o) =>
          o.callback(
            { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList,
            {} as PerformanceObserver,
          ),
        )
    class PaintObserver {
      static supportedEntryTypes = ['paint']
      private readonly record: { callback: PerformanceObserverCallback; connected: boolean }
      constructor(callback: PerformanceObserverCallback) {
        this.record = { callback, connected: false }
        observers.push(this.record)
      }
      observe() {
        this.record.connected = true
      }
      disconnect() {
        this.record.connected = false
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver)
    try {
      const { mounted, preload } = startMaps('eager')
      // The host without a picture mounts; the pictured one waits for the paint.
      await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1))
      paint('first-paint')
      expect(preload).toHaveBeenCalledTimes(1)
      act(() => paint('first-contentful-paint'))
      await waitFor(() => expect(mounted).toHaveBeenCalledTimes(2))
      expect(preload).toHaveBeenCalledTimes(2)
      expect(observers.every((o) => !o.connected)).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("leaves a host inactive when it completes none of the contract's alternatives, naming them", () => {
    document.body.innerHTML =
      '<div data-island="pick" data-label="В корзину"><a href="/order/">В корзину</a></div><div data-island="pick" data-tariff="7"></div>'
    const enhance = ok(() => () => {})
    start(testRegistry({ pick: { schema: { number: 'int?', tariff: 'int?', label: 'string?' }, oneOf: [['number'], ['tariff']], enhance } }))
    const [bare, tariff] = document.querySelectorAll('[data-island]')
    expect(bare).toHaveAttribute('data-island-state', 'inactive')
    expect(warn).toHaveBeenCalledWith('[islands] "pick": needs data-number or data-tariff; the island stays inactive.', bare)
    expect(tariff).not.toHaveAttribute('data-island-state', 'inactive')
  })

  it('warns about an unknown island name and leaves the host alone', () => {
    document.body.innerHTML = '<div data-island="nope"><p>Как было</p></div>'
    start()
    expect(warn).toHaveBeenCalledWith('[islands] "nope": no island is registered under this name; the island stays inactive.', host('[data-island]'))
    expect(screen.getByText('Как было')).toBeInTheDocument()
  })
})
