import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startIslands } from '../../browser/runtime/runtime'
import { connectInSlices } from '../../browser/runtime/slices'
import { ok } from './test-islands'

const Counter = () => {
  const [n, setN] = useState(0)
  return <button type="button" onClick={() => setN(n + 1)}>{`Нажато: ${n}`}</button>
}
const hosts = () => [...document.querySelectorAll<HTMLElement>('[data-island]')]
const state = (host: Element) => host.getAttribute('data-island-state')

let stop: (() => void) | undefined
beforeAll(() => import('../../browser/runtime/react-host'))
afterEach(() => {
  act(() => stop?.())
  stop = undefined
})

describe("the runtime's start in slices", () => {
  it('connects every host, a turn given to the browser between slices', async () => {
    document.body.innerHTML = '<div data-island="a"></div><div data-island="b"></div><div data-island="c"></div>'
    const connected: string[] = []
    const done = connectInSlices(document, hosts(), (host) => connected.push(host.dataset.island!), { ms: 0, cancelled: () => false })
    // A slice of 0 ms: none within the call (the caller's task ends first), each host after a turn.
    expect(connected).toEqual([])
    await done
    expect(connected).toEqual(['a', 'b', 'c'])
  })

  it('connects a host the visitor presses before the scan reached it, with the hosts around it, in time for its own listeners', async () => {
    document.body.innerHTML =
      '<div data-island="first"></div><div data-island="outer"><div data-island="inner"><button type="button">Сервер</button></div></div>'
    const connected: string[] = []
    const heard: string[] = []
    const connect = (host: HTMLElement) => {
      if (connected.includes(host.dataset.island!)) return
      connected.push(host.dataset.island!)
      host.addEventListener('pointerdown', () => heard.push(host.dataset.island!), { capture: true })
    }
    const done = connectInSlices(document, hosts(), connect, { ms: 0, cancelled: () => false })
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Сервер' }), { button: 0 })
    expect(connected).toEqual(['inner', 'outer'])
    expect(heard).toEqual(['outer', 'inner'])
    await done
    expect(connected).toEqual(['inner', 'outer', 'first'])
  })

  it('stops when the runtime is stopped halfway', async () => {
    document.body.innerHTML = '<div data-island="a"></div><div data-island="b"></div>'
    let cancelled = false
    const connected: string[] = []
    // Stopped while it connects the first host.
    const connect = (host: HTMLElement) => {
      connected.push(host.dataset.island!)
      cancelled = true
    }
    await connectInSlices(document, hosts(), connect, { ms: 0, cancelled: () => cancelled })
    expect(connected).toEqual(['a'])
  })

  it('marks a pressed host busy and mounts its island even when the press comes before the scan reached it', async () => {
    document.body.innerHTML = `${'<div data-island="counter"><button type="button">Сервер</button></div>'.repeat(30)}`
    stop = startIslands({ counter: { schema: {}, strategy: 'interaction', render: ok(Counter) } }, { sliceMs: 0 })
    const last = hosts().at(-1)!
    expect(state(last)).toBeNull()
    fireEvent.pointerOver(last.querySelector('button')!)
    fireEvent.pointerDown(last.querySelector('button')!, { button: 0 })
    expect(last).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(state(last)).toBe('mounted'))
    await waitFor(() => expect(hosts().every((host) => state(host) !== null)).toBe(true))
    expect(hosts().filter((host) => state(host) === 'mounted')).toEqual([last])
  })
})
