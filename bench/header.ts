import type { Browser } from '@playwright/test'
import { layoutShiftPages, mobileLayoutShift, MOBILE_VIEWPORT } from '../e2e/layout-shift'
import { readBuild, sizeOf, type Size } from './sizes'

const CLS_TARGET = 0.01
const CPU_SLOWDOWN = 4

/**
 * Issue 10 figures: the layout shift of the pages the header islands mount on (390 px,
 * 4× CPU slowdown, against the 0.01 target) and the JavaScript of the sign-in chunk and of the
 * header's (the chunk, and with every chunk it imports: what a first visit fetches for it).
 */
export async function benchHeader(browser: Browser, baseUrl: string): Promise<string[]> {
  const lines: string[] = []
  for (const { label, url } of await layoutShiftPages(baseUrl)) {
    const cls = await mobileLayoutShift(browser, url, CPU_SLOWDOWN)
    lines.push(
      `  CLS ${label} at ${MOBILE_VIEWPORT.width} px, ${CPU_SLOWDOWN}× CPU: ${cls.toFixed(4)} (target ≤ ${CLS_TARGET}: ${cls <= CLS_TARGET ? 'within' : 'OVER'})`,
    )
  }
  // What the base template runs before the visitor acts (menu, modal buttons, exit-intent watch) is
  // the `layout` chunk group; its React islands (cart, greeting, region, dialogs) are `header`.
  for (const [label, source] of [
    ['sign-in', 'islands/signin/Signin.tsx'],
    ['layout group (menu, modal buttons, exit-intent watch)', 'chunk-group:layout'],
    ['header group (cart, greeting, region, dialogs)', 'chunk-group:header'],
  ] as const) {
    const { own, closure, files } = chunkBytes(source)
    lines.push(
      `  ${label} chunk: ${own.raw} B raw, ${own.gzip} B gzip, ${own.brotli} B brotli; with its ${files - 1} imported chunk(s): ${closure.raw} B raw, ${closure.gzip} B gzip, ${closure.brotli} B brotli`,
    )
  }
  return lines
}

function chunkBytes(source: string): { own: Size; closure: Size; files: number } {
  const { manifest } = readBuild()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry || seen.has(entry.file)) return
    seen.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  visit(source)
  const sizes = [...seen].map(sizeOf)
  const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })
  return { own: sizeOf(manifest[source]!.file), closure: sizes.reduce(add, { raw: 0, gzip: 0, brotli: 0 }), files: seen.size }
}
