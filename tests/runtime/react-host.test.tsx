import { act } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountReactIsland, mountReactPart } from '../../browser/runtime/react-host'
import { Select } from '../../browser/ui/Select'

const cleanups: (() => void)[] = []

function serverHost(text: string): HTMLElement {
  const host = document.createElement('div')
  const fallback = document.createElement('p')
  fallback.textContent = text
  host.append(fallback)
  document.body.append(host)
  return host
}

const texts = (hosts: HTMLElement[]) => hosts.map((host) => host.textContent)

afterEach(() => {
  act(() => cleanups.splice(0).forEach((cleanup) => cleanup()))
})

describe('the React host', () => {
  it('commits the hosts mounted together in one render, before the next task, on the first mount and on a running root', async () => {
    const cardsAtCommit: number[] = []
    function Card({ n }: { n: number }) {
      useLayoutEffect(() => void cardsAtCommit.push(document.querySelectorAll('article').length), [])
      return <article>Карточка {n}</article>
    }
    for (const page of [0, 1]) {
      const hosts = [1, 2, 3].map((n) => serverHost(`Карточка ${page * 3 + n} с сервера`))
      // Queued before the mounts, so it runs after them only if they commit in microtasks (a
      // scheduler task, which React's scheduler queues with setImmediate here, would come later).
      const atNextTask = new Promise<(string | null)[]>((resolve) => setImmediate(() => resolve(texts(hosts))))
      hosts.forEach((host, i) => cleanups.push(mountReactIsland(host, Card as never, { n: page * 3 + i + 1 }, () => {})))
      const cards = [1, 2, 3].map((n) => `Карточка ${page * 3 + n}`)
      expect(await atNextTask).toEqual(cards)
    }
    // Each island's commit already saw its whole batch.
    expect(cardsAtCommit).toEqual([3, 3, 3, 6, 6, 6])
  })

  it('keeps the server HTML of an island that fails its first render, reports it once and never calls it live', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('нет данных')
    }
    const host = serverHost('Серверная версия блока')
    const onError = vi.fn()
    const onCommit = vi.fn()
    cleanups.push(mountReactIsland(host, Broken as never, {}, onError, onCommit))
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect((onError.mock.calls[0]![0] as Error).message).toBe('нет данных')
    expect(host.textContent).toBe('Серверная версия блока')
    await new Promise((resolve) => setTimeout(resolve))
    expect(onCommit).not.toHaveBeenCalled()
  })

  it("draws an enhancer's part after the container's own children, which stay, and takes only the part away", async () => {
    function Note({ text }: { text: string }) {
      return <p role="status">{text}</p>
    }
    const field = serverHost('Поле с сервера')
    const release = mountReactPart(field, Note, { text: 'Подсказка' }, () => {})
    await vi.waitFor(() => expect([...field.children].map((child) => child.textContent)).toEqual(['Поле с сервера', 'Подсказка']))
    release()
    expect([...field.children].map((child) => child.textContent)).toEqual(['Поле с сервера'])
  })

  it('leaves the server markup of a part that fails to render, and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('нет шагов')
    }
    const field = serverHost('Поле с сервера')
    const onError = vi.fn()
    cleanups.push(mountReactPart(field, Broken, {}, onError))
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(field.textContent).toBe('Поле с сервера')
  })

  it("keeps a controlled field's value as its default: React's own for inputs, the Select's for options", async () => {
    function Fields() {
      return (
        <form>
          <input aria-label="Минут" type="number" value={20} readOnly />
          <input aria-label="МТС" type="checkbox" checked readOnly />
          <Select aria-label="Порядок" value="price" onChange={() => {}}>
            <option value="popular">По популярности</option>
            <option value="price">По цене</option>
          </Select>
        </form>
      )
    }
    const host = serverHost('Форма')
    cleanups.push(mountReactIsland(host, Fields as never, {}, () => {}))
    await vi.waitFor(() => expect(host.querySelector('form')).not.toBeNull())
    const [minutes, layer] = [...host.querySelectorAll('input')] as HTMLInputElement[]
    expect([minutes!.defaultValue, minutes!.value]).toEqual(['20', '20'])
    expect([layer!.defaultChecked, layer!.checked]).toEqual([true, true])
    expect([...host.querySelectorAll('option')].map((option) => [option.defaultSelected, option.selected])).toEqual([
      [false, false],
      [true, true],
    ])
  })

  it('unmounts at once and puts the server HTML back', async () => {
    function Greeting() {
      return <p>Здравствуйте, Анна</p>
    }
    const host = serverHost('Здравствуйте')
    const unmount = mountReactIsland(host, Greeting as never, {}, () => {})
    await vi.waitFor(() => expect(host.textContent).toBe('Здравствуйте, Анна'))
    unmount()
    expect(host.textContent).toBe('Здравствуйте')
  })
})
