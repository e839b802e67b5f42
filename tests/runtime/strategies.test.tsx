import { act, fireEvent, screen } from '@testing-library/react'
import { useLayoutEffect, useRef, useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startIslands } from '../../browser/runtime/runtime'
import { ok } from './test-islands'

/** An IntersectionObserver the test can drive: `reveal(el)` makes el visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(el: Element) {
    this.targets.add(el)
  }
  unobserve(el: Element) {
    this.targets.delete(el)
  }
  disconnect() {
    this.targets.clear()
  }
  static reveal(el: Element, isIntersecting = true) {
    for (const io of this.instances) {
      if (io.targets.has(el)) io.callback([{ target: el, isIntersecting } as IntersectionObserverEntry], io as never)
    }
  }
  static hide(el: Element) {
    this.reveal(el, false)
  }
}

const Label = ({ text }: { text: string }) => <p>{text}</p>
const registry = (strategy: 'eager' | 'idle' | 'visible' | 'interaction') => ({
  label: { schema: { text: 'string' } as const, strategy, render: ok(Label) },
})
const state = () => document.querySelector('[data-island]')!.getAttribute('data-island-state')

let stop: (() => void) | undefined
// Loaded before any test, so no test's stubs end up inside React's scheduler.
beforeAll(() => import('../../browser/runtime/react-host'))
beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver))
afterEach(() => {
  act(() => stop?.())
  vi.unstubAllGlobals()
})

describe('hydration strategies', () => {
  it('waits for an idle moment with the idle strategy', async () => {
    // A hand-driven requestIdleCallback: fake timers would be captured by React's scheduler.
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => {})
    document.body.innerHTML = '<div data-island="label" data-text="Свободно"><p>Сервер</p></div>'
    stop = startIslands(registry('idle'))
    await new Promise((r) => setTimeout(r, 20))
    expect(state()).toBe('waiting')
    expect(idle).toHaveLength(1)
    act(() => idle[0]!())
    expect(await screen.findByText('Свободно')).toBeInTheDocument()
  })

  it('mounts a visible-strategy island only when it nears the viewport', async () => {
    document.body.innerHTML = '<div data-island="label" data-text="Видно"><p>Сервер</p></div>'
    stop = startIslands(registry('visible'))
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.getByText('Сервер')).toBeInTheDocument()
    expect(state()).toBe('waiting')
    act(() => FakeIntersectionObserver.reveal(document.querySelector('[data-island]')!))
    expect(await screen.findByText('Видно')).toBeInTheDocument()
  })

  it('watches the visible hosts of a data-island-group only while the group is near the viewport', async () => {
    document.body.innerHTML = `
      <ul data-island-group>
        <li><div data-island="label" data-text="Первая"><p>Сервер 1</p></div></li>
        <li><div data-island="label" data-text="Вторая"><p>Сервер 2</p></div></li>
      </ul>`
    stop = startIslands(registry('visible'))
    await new Promise((r) => setTimeout(r, 20))
    const group = document.querySelector('[data-island-group]')!
    const [first, second] = Array.from(document.querySelectorAll('[data-island]'))
    const watched = () => [...FakeIntersectionObserver.instances.at(-1)!.targets]
    // Far away: only the group is watched.
    expect(watched()).toEqual([group])

    act(() => FakeIntersectionObserver.reveal(group))
    expect(watched()).toEqual([group, first, second])
    act(() => FakeIntersectionObserver.reveal(first!))
    expect(await screen.findByText('Первая')).toBeInTheDocument()
    expect(watched()).toEqual([group, second])

    // The group scrolls away: its waiting host is no longer watched, and comes back with it.
    act(() => FakeIntersectionObserver.hide(group))
    expect(watched()).toEqual([group])
    act(() => FakeIntersectionObserver.reveal(group))
    act(() => FakeIntersectionObserver.reveal(second!))
    expect(await screen.findByText('Вторая')).toBeInTheDocument()
    // Every host of the group mounted: nothing is watched.
    expect(watched()).toEqual([])
    expect(screen.getByText('Первая')).toBeInTheDocument()
  })

  it('mounts an interaction-strategy island on the first pointer or focus inside it', async () => {
    document.body.innerHTML = '<div data-island="label" data-text="Нажали"><button type="button">Сервер</button></div>'
    stop = startIslands(registry('interaction'))
    expect(state()).toBe('waiting')
    fireEvent.focusIn(screen.getByRole('button', { name: 'Сервер' }))
    expect(await screen.findByText('Нажали')).toBeInTheDocument()
  })

  it('mounts an interaction-strategy island at once when the focus is already in it as the runtime starts', async () => {
    document.body.innerHTML = '<div data-island="label" data-text="Уже здесь"><input aria-label="Поиск"></div>'
    screen.getByRole('textbox', { name: 'Поиск' }).focus()
    stop = startIslands(registry('interaction'))
    expect(await screen.findByText('Уже здесь')).toBeInTheDocument()
  })

  it('replays the click that woke an interaction island once the island is live', async () => {
    const Counter = () => {
      const [n, setN] = useState(0)
      return <button type="button" onClick={() => setN(n + 1)}>{`Нажато: ${n}`}</button>
    }
    document.body.innerHTML = '<div data-island="counter"><button type="button">Сервер</button></div>'
    stop = startIslands({ counter: { schema: {}, strategy: 'interaction', render: ok(Counter) } })
    const serverButton = screen.getByRole('button', { name: 'Сервер' })
    fireEvent.pointerOver(serverButton)
    fireEvent.click(serverButton)
    expect(await screen.findByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument()
  })

  it("holds back the waking click's own default, so the server's link does not leave before the island answers it once", async () => {
    const Opener = () => {
      const [open, setOpen] = useState(false)
      return (
        <button type="button" onClick={() => setOpen(true)}>
          {open ? 'Открыто' : 'Поиск'}
        </button>
      )
    }
    document.body.innerHTML = '<div data-island="opener"><a href="/search/">Поиск</a></div>'
    stop = startIslands({ opener: { schema: {}, strategy: 'interaction', render: ok(Opener) } })
    const link = screen.getByRole('link', { name: 'Поиск' })
    fireEvent.pointerOver(link)
    // fireEvent returns false when a listener called preventDefault: the browser would not follow the link.
    expect(fireEvent.click(link)).toBe(false)
    expect(await screen.findByRole('button', { name: 'Открыто' })).toBeInTheDocument()
    // A click with a modifier (a new tab) stays the browser's.
    document.body.innerHTML = '<div data-island="opener"><a href="/search/">Поиск</a></div>'
    await act(async () => undefined)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Поиск' }), { ctrlKey: true })).toBe(true)
  })

  it("gives the held click to the server's element when the island fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const clicked = vi.fn()
    document.body.innerHTML = '<div data-island="opener"><button type="button">Сервер</button></div>'
    stop = startIslands(
      { opener: { schema: {}, strategy: 'interaction', render: () => Promise.reject(new Error('offline')) } },
      { retry: { retries: 0 }, report: () => {} },
    )
    const button = screen.getByRole('button', { name: 'Сервер' })
    button.addEventListener('click', clicked)
    fireEvent.pointerOver(button)
    fireEvent.click(button)
    await vi.waitFor(() => expect(state()).toBe('failed'))
    // Once by the visitor (its default held), once replayed with nothing held.
    expect(clicked).toHaveBeenCalledTimes(2)
  })

  it('keeps the focus and what was typed in the field the island replaces', async () => {
    const Field = () => {
      const [value, setValue] = useState('')
      return (
        <form>
          <label htmlFor="q">Поиск по сайту</label>
          <input id="q" role="combobox" aria-expanded={false} value={value} onChange={(event) => setValue(event.target.value)} />
          <output>{`Ищем: ${value}`}</output>
        </form>
      )
    }
    document.body.innerHTML = '<div data-island="field"><form><label for="s">Поиск по сайту</label><input id="s" type="search"></form></div>'
    stop = startIslands({ field: { schema: {}, strategy: 'interaction', render: ok(Field) } })
    const server = screen.getByRole('searchbox', { name: 'Поиск по сайту' }) as HTMLInputElement
    server.focus()
    server.value = 'мтс'
    server.setSelectionRange(3, 3)
    const island = (await screen.findByRole('combobox', { name: 'Поиск по сайту' })) as HTMLInputElement
    expect(island).toHaveFocus()
    expect(island).toHaveValue('мтс')
    // React's own state has it: the island draws from what was typed.
    expect(await screen.findByText('Ищем: мтс')).toBeInTheDocument()
    expect(island.selectionStart).toBe(3)
  })

  it('keeps what was typed in a field the visitor left to press a button, and gives the island the press', async () => {
    const sent = vi.fn()
    const Form = () => {
      const [phone, setPhone] = useState('')
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            sent(phone)
          }}
        >
          <input aria-label="Телефон" value={phone} onChange={(event) => setPhone(event.target.value)} />
          <button type="submit">Получить код</button>
        </form>
      )
    }
    document.body.innerHTML =
      '<div data-island="form"><form><input aria-label="Телефон" value=""><button type="submit">Получить код</button></form></div>'
    stop = startIslands({ form: { schema: {}, strategy: 'interaction', render: ok(Form) } }, { report: () => {} })
    ;(screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement).value = '9123450001'
    const button = screen.getByRole('button', { name: 'Получить код' })
    button.focus()
    fireEvent.click(button)
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('9123450001'))
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('9123450001')
    expect(screen.getByRole('button', { name: 'Получить код' })).not.toBe(button)
    expect(screen.getByRole('button', { name: 'Получить код' })).toHaveFocus()
  })

  it('leaves the caret where a field that formats what was typed put it (a mask)', async () => {
    // As imask does: the input is rewritten in its own input listener.
    const Masked = () => {
      const input = useRef<HTMLInputElement>(null)
      useLayoutEffect(() => {
        const element = input.current!
        const format = () => (element.value = `+7 ${element.value.replace(/\D/g, '')}`)
        element.addEventListener('input', format)
        return () => element.removeEventListener('input', format)
      }, [])
      return <input ref={input} aria-label="Телефон" />
    }
    document.body.innerHTML = '<div data-island="masked"><input aria-label="Телефон"></div>'
    stop = startIslands({ masked: { schema: {}, strategy: 'interaction', render: ok(Masked) } })
    const server = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement
    server.focus()
    server.value = '912'
    server.setSelectionRange(3, 3)
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Телефон' })).not.toBe(server))
    const island = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement
    expect(island).toHaveFocus()
    expect(island).toHaveValue('+7 912')
    expect(island.selectionStart).toBe('+7 912'.length)
  })

  it('carries a number typed or a slider moved over the value both drew, and leaves a value the island draws of its own', async () => {
    const Fields = ({ own }: { own: string }) => {
      const [minutes, setMinutes] = useState('20')
      const [share, setShare] = useState('60')
      return (
        <form>
          <label htmlFor="m">Минуты</label>
          <input id="m" type="number" value={minutes} onChange={(event) => setMinutes(event.target.value)} />
          <label htmlFor="r">Доля</label>
          <input id="r" type="range" value={share} onChange={(event) => setShare(event.target.value)} />
          <label htmlFor="o">Своё</label>
          <input id="o" type="number" value={own} onChange={() => {}} />
          <output>{`${minutes} мин, ${share}%`}</output>
        </form>
      )
    }
    const server =
      '<form><label for="sm">Минуты</label><input id="sm" type="number" value="20"><label for="sr">Доля</label><input id="sr" type="range" value="60"><label for="so">Своё</label><input id="so" type="number" value="1"></form>'
    const typeIn = async (label: string, value: string, own = '7') => {
      document.body.innerHTML = `<div data-island="fields" data-own="${own}">${server}</div>`
      stop = startIslands({ fields: { schema: { own: 'string' }, strategy: 'interaction', render: ok(Fields) } })
      const field = screen.getByLabelText(label) as HTMLInputElement
      field.focus()
      field.value = value
      await screen.findByRole('status')
      return screen.getByLabelText(label) as HTMLInputElement
    }
    const minutes = await typeIn('Минуты', '35')
    expect(minutes).toHaveFocus()
    expect(minutes).toHaveValue(35)
    expect(await screen.findByText('35 мин, 60%')).toBeInTheDocument()
    stop?.()
    const share = await typeIn('Доля', '85')
    expect(share).toHaveFocus()
    expect(share).toHaveValue('85')
    expect(await screen.findByText('20 мин, 85%')).toBeInTheDocument()
    stop?.()
    // The server drew 1, the island 7: the island's is not the server's start, and stays.
    expect(await typeIn('Своё', '3')).toHaveValue(7)
  })

  it('lets a host override the default strategy with data-island-load', async () => {
    document.body.innerHTML = '<div data-island="label" data-text="Сразу" data-island-load="eager"><p>Сервер</p></div>'
    stop = startIslands(registry('visible'))
    expect(await screen.findByText('Сразу')).toBeInTheDocument()
  })

  it('leaves a host with an unknown strategy inactive, as the checker and the Django tag refuse it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = '<div data-island="label" data-text="По умолчанию" data-island-load="later"><p>Сервер</p></div>'
    stop = startIslands(registry('eager'))
    const host = document.querySelector('[data-island]')
    expect(warn.mock.calls).toEqual([
      ['[islands] "label": unknown data-island-load="later" (eager, idle, visible, interaction); the island stays inactive.', host],
    ])
    expect(host).toHaveAttribute('data-island-state', 'inactive')
    expect(screen.getByText('Сервер')).toBeInTheDocument()
  })

  it('cancels a waiting island when its host is removed', async () => {
    const render = vi.fn(ok(Label))
    document.body.innerHTML = '<div data-island="label" data-text="Нет"><p>Сервер</p></div>'
    stop = startIslands({ label: { schema: { text: 'string' }, strategy: 'interaction', render } })
    const host = document.querySelector('[data-island]')!
    host.remove()
    await new Promise((r) => setTimeout(r, 0))
    fireEvent.pointerOver(host)
    await new Promise((r) => setTimeout(r, 10))
    expect(render).not.toHaveBeenCalled()
  })
})
