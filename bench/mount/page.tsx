import { useLayoutEffect } from 'react'
import { formatMoney } from '../../shared/format'
import { mountReactIsland } from '../../browser/runtime/react-host'
import { mountWithOwnRoot } from './root-per-host'

/** A card like the catalogue's: heading, price, button. Reports its commit. */
function Card({ i, done }: { i: number; done: () => void }) {
  useLayoutEffect(done, [done])
  return (
    <article className="card">
      <h3>+7 (900) {String(100 + i).padStart(3, '0')}-00-00</h3>
      <p>{formatMoney(1500 + i * 10)}</p>
      <button type="button">В корзину</button>
    </article>
  )
}

/**
 * Mounts `n` more hosts with the given mode (appended, as a page of the catalogue is) and resolves
 * with the ms until all have committed.
 */
async function run(mode: 'portals' | 'roots', n: number): Promise<number> {
  const list = document.createElement('div')
  list.innerHTML = Array.from({ length: n }, (_, i) => `<div class="host"><p>Карточка ${i}</p></div>`).join('')
  document.body.append(list)
  const hosts = [...list.querySelectorAll<HTMLElement>('.host')]
  let committed = 0
  let finish!: () => void
  const all = new Promise<void>((resolve) => (finish = resolve))
  const done = () => ++committed === n && finish()
  const t0 = performance.now()
  hosts.forEach((host, i) => {
    const props = { i, done }
    if (mode === 'portals') mountReactIsland(host, Card as never, props, () => {})
    else mountWithOwnRoot(host, Card as never, props)
  })
  await all
  return performance.now() - t0
}

Object.assign(globalThis, { benchMount: run })
