import type { ComponentType } from 'react'
import { HOST_SELECTOR, ISLAND_ATTR } from '../../shared/contract/attributes'
import { consoleReporter } from './report'
import { importChunk } from './preload'
import { importWithRetry } from './retry'

/**
 * Renders `Part`, an enhancer's new UI (DESIGN 12: React draws what the server did not), into
 * `container` after the children the server gave it, through the page's one React root.
 *
 * The React host is imported lazily, as the runtime imports it for React islands: the enhancer's
 * chunk does not wait for React DOM, which the page's React islands load anyway, and the part
 * appears once it has arrived. A part that fails to load or to render is reported under the name
 * of the island around `container` and left out: the server markup works without it. Returns the
 * cleanup, which unmounts the part at once (or cancels it, if it has not arrived yet).
 *
 * @example
 * const release = renderReactPart(input.parentElement!, EmailSuggestion, { $offer, onTake })
 */
export function renderReactPart<P extends object>(container: HTMLElement, Part: ComponentType<P>, props: P): () => void {
  const island = container.closest(HOST_SELECTOR)?.getAttribute(ISLAND_ATTR) ?? undefined
  let alive = true
  let release = () => {}
  importWithRetry(() => importChunk('react-host', () => import('./react-host'))).then(
    ({ mountReactPart }) => {
      if (alive) release = mountReactPart(container, Part, props, (error) => consoleReporter(error, { phase: 'render', island, host: container }))
    },
    (error: unknown) => alive && consoleReporter(error, { phase: 'load', island, host: container }),
  )
  return () => {
    alive = false
    release()
  }
}
