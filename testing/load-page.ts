import { HEADER_KEYS } from './fixture-file'
import { makeVisitor, reference } from './reference-state'
import { loadFixture, type LoadedPage, type LoadOptions } from './load-fixture'
import { keepParts } from './page-parts'

export interface LoadPageOptions extends LoadOptions {
  /** CSS selectors of the parts to keep, every match of each (default `main#content`); the message modal host and the site config block are always kept. */
  keep?: string[]
}

/**
 * Visits `path` of the reference server now, as the test's visitor (its cookies, its cart), and
 * loads the parts of the page it answers, as loadFixture loads a catalogue file: for a state no
 * file of the catalogue holds (`/numbers/?category=gold`, a cart the test just filled).
 *
 * @example
 * const page = await loadPage('/numbers/?category=gold', { keep: ['form[data-island="filters"]'] })
 */
export async function loadPage(path: string, options: LoadPageOptions = {}): Promise<LoadedPage> {
  const { keep = ['main#content'], visitor, ...load } = options
  if (visitor) await makeVisitor(visitor)
  const { server, jar } = reference()
  const answer = await server.send({ method: 'GET', url: encodeURI(path), host: location.host, headers: { accept: 'text/html' } }, jar)
  const html = answer.body.toString('utf8')
  const parts = keepParts(new DOMParser().parseFromString(html, 'text/html'), keep, `GET ${path} (${answer.status})`)
  return loadFixture(`<!--\n${HEADER_KEYS.page}: ${path}\n-->\n${parts.join('\n')}\n`, load)
}
