import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isVisitorName, type VisitorName } from './visitors'

/** The catalogue: static HTML rendered from the real templates by scripts/render-fixtures.ts. */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', 'templates-fixtures', 'fixtures')

/** What a fixture's leading comment says about where it came from (scripts/fixtures/render.ts writes it). */
interface FixtureHeader {
  /** The address the page was rendered for; loading the fixture puts the test's page there. */
  page?: string
  /** The visitor the page was rendered for; loading the fixture makes the same one. */
  visitor?: VisitorName
}

/** The lines of a fixture's leading comment the kit reads, in the order they are written. */
export const HEADER_KEYS = { page: 'Page', visitor: 'Visitor' } as const

export function readHeader(html: string): FixtureHeader {
  const comment = /^\s*<!--([\s\S]*?)-->/.exec(html)?.[1] ?? ''
  const line = (key: string) => new RegExp(`^\\s*${key}: (\\S+)\\s*$`, 'm').exec(comment)?.[1]
  const page = line(HEADER_KEYS.page)
  const visitor = line(HEADER_KEYS.visitor)
  return {
    ...(page ? { page } : {}),
    ...(visitor && isVisitorName(visitor) ? { visitor } : {}),
  }
}

/** The path of catalogue fixture `name` (`'cart-button.html'`). */
export function fixturePath(name: string): string {
  return path.join(FIXTURES_DIR, name)
}

/**
 * The HTML of `source`: markup itself when it starts with `<`; a catalogue fixture when it is a
 * bare file name (`'order-cart-filled.html'`); otherwise a file path (relative to the working
 * directory). A file that does not exist is a mistake in the test, and throws.
 */
export function fixtureHTML(source: string): string {
  if (source.trimStart().startsWith('<')) return source
  const file = source.includes('/') || source.includes(path.sep) ? path.resolve(source) : fixturePath(source)
  if (!existsSync(file)) {
    throw new Error(`testing kit: no fixture at ${file} (catalogue names are the files of ${FIXTURES_DIR})`)
  }
  return readFileSync(file, 'utf8')
}
