import { useEffect, useState } from 'react'
import type { Enhancer, Registry } from '../../shared/contract/island'

/** Small islands for the runtime tests, with hooks to see what happened. */
export const events: string[] = []

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0)
  useEffect(() => {
    events.push(`greeting ${name} mounted`)
    return () => void events.push(`greeting ${name} unmounted`)
  }, [name])
  return (
    <>
      <p>Привет, {name}!</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Нажато: {clicks}
      </button>
    </>
  )
}

function Broken({ name }: { name: string }): never {
  throw new Error(`render failed for ${name}`)
}

const marker: Enhancer<{ tone: string }> = (host, { tone }) => {
  host.classList.add(`marker--${tone}`)
  events.push('marker enhanced')
  return () => {
    host.classList.remove(`marker--${tone}`)
    events.push('marker released')
  }
}

function PropsView(props: { count: number; active: boolean; link: string; title: string; customer?: { name: string } }) {
  return <p>{`${props.title}: ${props.count}, ${props.active ? 'активно' : 'нет'}, ${props.link}, ${props.customer?.name ?? '—'}`}</p>
}

export const ok =
  <T,>(value: T) =>
  () =>
    Promise.resolve({ default: value })

export function testRegistry(overrides: Partial<Registry> = {}): Registry {
  return {
    greeting: { schema: { name: 'string' }, render: ok(Greeting) },
    broken: { schema: { name: 'string' }, render: ok(Broken) },
    marker: { schema: { tone: 'string' }, enhance: ok(marker) },
    props: {
      schema: { count: 'int', active: 'bool', link: 'url', title: 'string', customer: 'json?' },
      render: ok(PropsView),
    },
    ...overrides,
  } as Registry
}
