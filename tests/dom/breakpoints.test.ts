// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { autoLoadLimit } from '../../islands/catalog/auto-load'
import { SIDE_TABS_QUERY } from '../../islands/info-accordion/info-accordion'
import { customMediaRules, resolveCustomMedia } from '../../scripts/custom-media.mjs'
import { BREAKPOINTS, breakpointWidth, fromBreakpoint } from '../../browser/dom/breakpoints'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SOURCE_DIRS = ['islands', 'shared', 'server', 'static/css', 'templates']
/** The one list itself, and its module. */
const SOURCE_OF_TRUTH = ['shared/breakpoints.json', 'browser/dom/breakpoints.ts']

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`
    return statSync(path.join(ROOT, rel)).isDirectory() ? files(rel) : /\.(ts|tsx|mjs|css|html)$/.test(name) ? [rel] : []
  })
}
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8')

describe('breakpoints, written once (spec §2: xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400)', () => {
  it('the one module holds the spec’s values; islands read their media queries and auto-load keys from it', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 })
    expect([fromBreakpoint('md'), SIDE_TABS_QUERY]).toEqual(['(min-width: 768px)', '(min-width: 992px)'])
    expect([breakpointWidth('xl'), breakpointWidth('1280'), breakpointWidth('huge')]).toEqual([1200, 1280, null])
    expect([autoLoadLimit({ xl: 2 }, 1200), autoLoadLimit({ xl: 2 }, 1199), autoLoadLimit({ md: 1, xl: 3 }, 1000)]).toEqual([2, 0, 1])
  })

  it('no island, server file, stylesheet or template writes a breakpoint’s width again', () => {
    const widths = Object.values(BREAKPOINTS)
      .filter((width) => width > 0)
      .join('|')
    // A width in px (1200px, 767.98px), a media query with a number, or a width as a JSON key ("1200": 2).
    const repeated = new RegExp(`\\b(${widths})(\\.98)?px\\b|\\((min|max)-width:\\s*\\d|"(${widths})"\\s*:`)
    const offenders = SOURCE_DIRS.flatMap(files)
      .filter((file) => !SOURCE_OF_TRUTH.includes(file))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .map((line, i) => ({ where: `${file}:${i + 1}`, line })),
      )
      .filter(({ line }) => repeated.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`)
    expect(offenders).toEqual([])
  })

  it('the build turns the stylesheets’ custom media into the same widths (scripts/custom-media.mjs)', () => {
    expect(customMediaRules().split('\n').slice(0, 4)).toEqual([
      '@custom-media --from-sm (min-width: 576px);',
      '@custom-media --below-sm (max-width: 575.98px);',
      '@custom-media --from-md (min-width: 768px);',
      '@custom-media --below-md (max-width: 767.98px);',
    ])
    const sheets = files('static/css')
      .map((file) => resolveCustomMedia(read(file), file))
      .join('\n')
    const queries = [...new Set(sheets.match(/@media [^{]*/g)?.map((query) => query.trim()))].sort()
    expect(queries).toEqual([
      '@media (max-width: 575.98px)',
      '@media (min-width: 1200px)',
      '@media (min-width: 576px)',
      '@media (min-width: 768px)',
      '@media (min-width: 992px)',
      '@media (prefers-reduced-motion: reduce)',
      '@media (scripting: enabled)',
      '@media (scripting: enabled) and (max-width: 575.98px)',
      '@media (scripting: enabled) and (max-width: 991.98px)',
      '@media (scripting: enabled) and (min-width: 992px)',
      '@media (scripting: none)',
    ])
  })
})
