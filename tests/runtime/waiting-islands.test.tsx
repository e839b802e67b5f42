import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startIslands } from '../../browser/runtime/runtime'
import { visibleWhenEmpty } from '../../shared/contract/drawn-control'
import { SETTLED_MARK } from '../../browser/runtime/settled'
import { wake } from '../../browser/runtime/wake'
import { ok } from './test-islands'

/** An island whose button counts the clicks it handled. */
const Counter = () => {
  const [n, setN] = useState(0)
  return <button type="button" onClick={() => setN(n + 1)}>{`Нажато: ${n}`}</button>
}
const Label = ({ text }: { text: string }) => <p>{text}</p>
const host = () => document.querySelector<HTMLElement>('[data-island]')!

let stop: (() => void) | undefined
beforeAll(() => import('../../browser/runtime/react-host'))
afterEach(() => {
  act(() => stop?.())
  stop = undefined
  vi.useRealTimers()
})

describe('islands that wait for the visitor', () => {
  it('marks the host busy from the press, and gives a press that ends after the island went live as one click', async () => {
    document.body.innerHTML = '<div data-island="counter"><button type="button">Сервер</button></div>'
    stop = startIslands({ counter: { schema: {}, strategy: 'interaction', render: ok(Counter) } })
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Сервер' }))
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Сервер' }), { button: 0 })
    expect(host()).toHaveAttribute('aria-busy', 'true')
    // The island replaces the pressed element before the release: the browser sends no click.
    const live = await screen.findByRole('button', { name: 'Нажато: 0' })
    expect(host()).not.toHaveAttribute('aria-busy')
    fireEvent.pointerUp(live, { button: 0 })
    expect(await screen.findByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument()
  })

  it('counts such a press once when the browser sends its own click after the release', async () => {
    document.body.innerHTML = '<div data-island="counter"><button type="button">Сервер</button></div>'
    stop = startIslands({ counter: { schema: {}, strategy: 'interaction', render: ok(Counter) } })
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Сервер' }))
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Сервер' }), { button: 0 })
    const live = await screen.findByRole('button', { name: 'Нажато: 0' })
    fireEvent.pointerUp(live, { button: 0 })
    fireEvent.click(live)
    await screen.findByRole('button', { name: 'Нажато: 1' })
    // The task after the release, where the runtime would have given its click, has passed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(screen.getByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument()
  })

  it("gives the held click to the island's control where the server had its link, also when the island wraps it", async () => {
    const Wrapped = () => {
      const [open, setOpen] = useState(false)
      return (
        <div className="dropdown">
          <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
            Корзина
          </button>
          <div hidden={!open}>
            <a href="/order/">Оформить заказ</a>
          </div>
        </div>
      )
    }
    document.body.innerHTML = '<div data-island="cart"><a href="/order/"><span>Корзина</span> <span>0</span></a></div>'
    stop = startIslands({ cart: { schema: {}, strategy: 'interaction', render: ok(Wrapped) } })
    // The press lands on the count inside the server's link.
    const count = screen.getByText('0')
    fireEvent.pointerOver(count)
    expect(fireEvent.click(count)).toBe(false)
    expect(await screen.findByRole('button', { name: 'Корзина' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('starts the island on a click that came with no pointer or focus before it (assistive technology), and answers it', async () => {
    document.body.innerHTML = '<div data-island="counter"><button type="button">Сервер</button></div>'
    stop = startIslands({ counter: { schema: {}, strategy: 'interaction', render: ok(Counter) } })
    act(() => screen.getByRole('button', { name: 'Сервер' }).click())
    expect(await screen.findByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument()
  })

  it("counts no place for the host's props block: the held click goes to the island's control, not the one after", async () => {
    const Two = () => {
      const [n, setN] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setN(n + 1)}>{`Первая: ${n}`}</button>
          <button type="button">Вторая</button>
        </>
      )
    }
    document.body.innerHTML =
      '<div data-island="two"><script type="application/json" data-props>{}</script><button type="button">Первая</button><button type="button">Вторая</button></div>'
    stop = startIslands({ two: { schema: {}, strategy: 'interaction', render: ok(Two) } })
    act(() => screen.getByRole('button', { name: 'Первая' }).click())
    expect(await screen.findByRole('button', { name: 'Первая: 1' })).toBeInTheDocument()
  })

  it("gives an option chosen in the server's select before the island came to the island's select, as a change", async () => {
    const Months = () => {
      const [months, setMonths] = useState('3')
      return (
        <p>
          <select aria-label="Срок" value={months} onChange={(event) => setMonths(event.target.value)}>
            <option value="3">3</option>
            <option value="6">6</option>
          </select>
          {`Выбрано: ${months}`}
        </p>
      )
    }
    document.body.innerHTML =
      '<div data-island="months"><p><select aria-label="Срок"><option value="3" selected>3</option><option value="6">6</option></select>Выбрано: 3</p></div>'
    stop = startIslands({ months: { schema: {}, strategy: 'interaction', render: ok(Months) } })
    // The popup of a select opens on the press and its choice comes as a change, no click before it.
    fireEvent.change(screen.getByRole('combobox', { name: 'Срок' }), { target: { value: '6' } })
    expect(host()).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByText('Выбрано: 6')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Срок' })).toHaveValue('6')
  })

  it('starts a waiting island when a store it shows changes elsewhere (wakeOn now), and only then', async () => {
    document.body.innerHTML = '<div data-island="label" data-text="Корзина: 1"><a href="/order/">Корзина: 0</a></div>'
    const preload = vi.fn()
    stop = startIslands(
      { label: { schema: { text: 'string' } as const, strategy: 'interaction', wakeOn: { cart: 'now' }, render: ok(Label) } },
      { preload },
    )
    expect(host()).toHaveAttribute('data-island-state', 'waiting')
    wake('modal')
    expect(host()).toHaveAttribute('data-island-state', 'waiting')
    act(() => wake('cart'))
    // After the next frame, not inside the change that woke it (an opener's press: its busy mark is painted first).
    expect(host()).toHaveAttribute('data-island-state', 'waiting')
    expect(preload).not.toHaveBeenCalled()
    expect(await screen.findByText('Корзина: 1')).toBeInTheDocument()
    expect(preload.mock.calls.map(([key]) => key)).toEqual(['label', 'react-host'])
  })

  it('starts a woken island with wakeOn visible only once it nears the viewport', async () => {
    let reveal: (target: Element) => void = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reveal = (target) => callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never)
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    document.body.innerHTML = '<div data-island="label" data-text="В корзине"><a href="/n/1/">В корзину</a></div>'
    stop = startIslands({ label: { schema: { text: 'string' } as const, strategy: 'interaction', wakeOn: { cart: 'visible' }, render: ok(Label) } })
    act(() => wake('cart'))
    expect(host()).toHaveAttribute('data-island-state', 'waiting')
    act(() => reveal(host()))
    expect(await screen.findByText('В корзине')).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it("takes the contract's strategyFor over its strategy, and the host's data-island-load over both", async () => {
    document.body.innerHTML = `
      <div data-island="label" data-text="Сразу"></div>
      <div data-island="label" data-text="Ждёт"></div>
      <div data-island="label" data-text="Сразу, но ждёт" data-island-load="interaction"></div>`
    const strategyFor = ({ text }: { text: string }) => (text.startsWith('Сразу') ? ('eager' as const) : undefined)
    stop = startIslands({ label: { schema: { text: 'string' } as const, strategy: 'interaction', strategyFor, render: ok(Label) } })
    expect(await screen.findByText('Сразу')).toBeInTheDocument()
    const states = () => [...document.querySelectorAll('[data-island]')].map((h) => h.getAttribute('data-island-state'))
    expect(states()).toEqual(['mounted', 'waiting', 'waiting'])
  })

  it('asks at low priority for what the waiting islands need once the page has settled, and marks that moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    document.body.innerHTML = '<div data-island="label" data-text="Ждёт"></div><div data-island="note" data-text="Сразу"></div>'
    // What the page asks for once the mark is there is not its first load (bench «first-load»).
    const marksAtWarm: number[] = []
    const warm = vi.fn((_key: string) => marksAtWarm.push(performance.getEntriesByName(SETTLED_MARK).length))
    stop = startIslands(
      {
        label: { schema: { text: 'string' } as const, strategy: 'interaction', render: ok(Label) },
        note: { schema: { text: 'string' } as const, strategy: 'eager', render: ok(Label) },
      },
      { warm },
    )
    expect(warm).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(performance.getEntriesByName(SETTLED_MARK)).toHaveLength(1)
    // In slices, the first after a turn given to the browser.
    await act(() => vi.advanceTimersByTimeAsync(1))
    // The waiting island's chunk and the React host; the island that started asked for its own then.
    expect(warm.mock.calls.map(([key]) => key)).toEqual(['label', 'react-host'])
    expect(marksAtWarm).toEqual([1, 1])
  })

  it.each([
    ['saves data', { saveData: true, effectiveType: '4g' }],
    ['is on 2G', { saveData: false, effectiveType: '2g' }],
    ['is on slow 2G', { effectiveType: 'slow-2g' }],
  ])('warms nothing ahead for a visitor who %s; the waiting island still comes with the press', async (_, connection) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection }))
    document.body.innerHTML = '<div data-island="label" data-text="Ждёт"></div>'
    const warm = vi.fn()
    performance.clearMarks(SETTLED_MARK)
    stop = startIslands({ label: { schema: { text: 'string' } as const, strategy: 'interaction', render: ok(Label) } }, { warm })
    await act(() => vi.advanceTimersByTimeAsync(1001))
    expect(performance.getEntriesByName(SETTLED_MARK)).toHaveLength(1)
    expect(warm).not.toHaveBeenCalled()
    vi.useRealTimers()
    fireEvent.pointerDown(document.querySelector('[data-island="label"]')!)
    expect(await screen.findByText('Ждёт')).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it('draws the control near the viewport for a host from an older template, empty but for its props block', () => {
    const host = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html })
    expect(visibleWhenEmpty({}, host(''))).toBe('visible')
    expect(visibleWhenEmpty({}, host('<script type="application/json">{}</script>'))).toBe('visible')
    expect(visibleWhenEmpty({}, host('<button type="button">Сравнить</button>'))).toBeUndefined()
  })
})
