import type { Browser } from '@playwright/test'
import { formatPageScripts, pageScripts } from './page-scripts'
import { readBuild, sizeOf } from './sizes'

/** Pages that must not download Leaflet: every kind of page of the demo but the coverage map. */
const OTHER_PAGES = [
  '/',
  '/about/',
  '/numbers/',
  '/star-numbers/',
  '/tariffs/',
  '/devices/',
  '/news/',
  '/order/',
  '/tariffs/compare/',
  '/tariffs/calculator/',
  '/search/?query=%D1%82%D0%B0%D1%80%D0%B8%D1%84',
  '/contacts/',
]

/**
 * Issue 12 figures: the JavaScript of the coverage page (Leaflet in the map island's chunk and
 * its stylesheet, linked by that page only), and a check that no other page downloads either.
 */
export async function benchCoverage(browser: Browser, baseUrl: string): Promise<string[]> {
  const { manifest, outputs } = readBuild()
  const leafletFiles = Object.entries(outputs)
    .filter(([file, out]) => file.endsWith('.js') && Object.keys(out.inputs).some((input) => input.includes('node_modules/leaflet/')))
    .map(([file]) => '/' + file)
  const mapCss = manifest['static/css/coverage-map.css']!.file
  const leafletBytes = leafletFiles.map((file) => sizeOf(file.replace(/^\/static\/dist\//, '')))
  const css = sizeOf(mapCss)
  const lines = [
    `  Leaflet chunk(s) ${leafletFiles.map((f) => f.split('/').pop()).join(', ')}: ${sum(leafletBytes.map((s) => s.raw))} B raw, ${sum(leafletBytes.map((s) => s.brotli))} B brotli; map stylesheet ${mapCss}: ${css.raw} B raw, ${css.brotli} B brotli`,
  ]
  const coverage = await pageScripts(browser, `${baseUrl}/coverage/`)
  lines.push(formatPageScripts('coverage page (/coverage/)', coverage))
  const loadsLeaflet = (requested: string[]) => requested.some((path) => leafletFiles.includes(path) || path.endsWith(`/${mapCss}`))
  lines.push(`    downloads Leaflet and its stylesheet: ${loadsLeaflet(coverage.requested) ? 'yes' : 'NO (the map did not load)'}`)
  const offenders: string[] = []
  for (const path of OTHER_PAGES) {
    if (loadsLeaflet((await pageScripts(browser, baseUrl + path)).requested)) offenders.push(path)
  }
  lines.push(
    `  other pages downloading Leaflet: ${offenders.length === 0 ? `none of ${OTHER_PAGES.length} (${OTHER_PAGES.join(' ')})` : `${offenders.join(', ')} — REGRESSION`}`,
  )
  return lines
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
