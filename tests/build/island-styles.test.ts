// @vitest-environment node
import * as esbuild from 'esbuild'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { islandStyles, islandStylesheets } from '../../scripts/build/island-styles.mjs'
import { customMedia } from '../../scripts/custom-media.mjs'

let root = ''
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

/** The site's stylesheet as build.mjs builds it (minified, with and without the islands' plugin): CSS, its map and its entry. */
async function build(withIslands = true) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [{ in: 'static/css/site.css', out: 'site' }],
    bundle: true,
    write: false,
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    outdir: 'dist',
    logLevel: 'silent',
    plugins: [
      ...(withIslands ? [islandStyles({ entry: 'static/css/site.css', root })] : []),
      customMedia([path.join(root, 'static/css'), path.join(root, 'islands')]),
    ],
  })
  const text = (end: string) => result.outputFiles.find((file) => file.path.endsWith(end))!.text
  return { css: text('site.css'), map: text('site.css.map'), entry: Object.values(result.metafile.outputs).find((o) => o.entryPoint)!.entryPoint }
}

describe("the islands' own stylesheets (scripts/build/island-styles.mjs)", () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'island-styles-'))
    write('static/css/site.css', "@import './tools.css';\n.site { color: red }\n")
    write('static/css/tools.css', '.tools { color: blue }\n')
    write('islands/beta/index.ts', 'export default {}\n')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('leave the site stylesheet as it was while no island has one', async () => {
    expect(islandStylesheets(root)).toEqual([])
    expect(await build()).toEqual(await build(false))
  })

  it("go into the site's stylesheet after its own rules, by the islands' names, with the breakpoints resolved", async () => {
    write('islands/zeta/zeta.css', '.zeta { color: green }\n')
    write('islands/alpha/alpha.css', '@media (--from-md) { .alpha { display: flex } }\n')
    // Only the stylesheet named after its island's folder.
    write('islands/alpha/other.css', '.other { color: black }\n')
    expect(islandStylesheets(root)).toEqual([path.join(root, 'islands/alpha/alpha.css'), path.join(root, 'islands/zeta/zeta.css')])
    const { css, entry } = await build()
    expect(css.split('\n')[0]).toBe('.tools{color:#00f}.site{color:red}@media(min-width:768px){.alpha{display:flex}}.zeta{color:green}')
    // The same entry: the manifest's key, `static/css/site.css`, that the templates ask for.
    expect(entry).toBe('static/css/site.css')
  })
})
