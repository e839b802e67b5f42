// The stylesheets' breakpoints as CSS custom media (spec §2), from the one list the islands read,
// shared/breakpoints.json: `@media (--from-md)` is 768 px and wider, `@media (--below-md)`
// narrower (Bootstrap's media-breakpoint-up/-down). Lightning CSS resolves them at build time
// (the draft is not in browsers yet), file by file, before esbuild bundles and minifies.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Features, transform } from 'lightningcss'

const BREAKPOINTS = JSON.parse(readFileSync(new URL('../shared/breakpoints.json', import.meta.url), 'utf8'))

/** `@custom-media` rules for every breakpoint above 0: `--from-<name>` and `--below-<name>`. */
export function customMediaRules(breakpoints = BREAKPOINTS) {
  return Object.entries(breakpoints)
    .filter(([, width]) => width > 0)
    .flatMap(([name, width]) => [
      `@custom-media --from-${name} (min-width: ${width}px);`,
      // .02 px below, as Bootstrap does: no width falls between the two (fractional zoom).
      `@custom-media --below-${name} (max-width: ${width - 0.02}px);`,
    ])
    .join('\n')
}

/** `source` (a stylesheet of static/css) with its custom media replaced by the media queries. */
export function resolveCustomMedia(source, filename) {
  const { code } = transform({
    filename,
    // Custom media may be defined anywhere in a sheet; at the end they leave its @imports first.
    code: Buffer.from(`${source}\n${customMediaRules()}\n`),
    drafts: { customMedia: true },
    // Only these two: esbuild lowers and minifies the rest for its own targets.
    include: Features.CustomMediaQueries | Features.MediaRangeSyntax,
  })
  return code.toString()
}

/**
 * The esbuild plugin: every stylesheet of `dirs` (static/css, and the islands' own in their
 * folders, scripts/build/island-styles.mjs) goes through resolveCustomMedia.
 */
export function customMedia(dirs = ['static/css', 'islands']) {
  const roots = dirs.map((dir) => path.resolve(dir) + path.sep)
  return {
    name: 'custom-media',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (!roots.some((root) => args.path.startsWith(root))) return undefined
        return { contents: resolveCustomMedia(await readFile(args.path, 'utf8'), args.path), loader: 'css' }
      })
    },
  }
}
