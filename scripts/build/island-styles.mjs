// An island's own stylesheet, islands/<name>/<name>.css, beside its code: the build puts it into the
// site's stylesheet (static/css/site.css → static/dist/site-[hash].css), after the site's own rules,
// in the order of the islands' names. Pages load the one stylesheet they always did, so an island's
// rules are there before its host is drawn, as the site's are (the islands bring no CSS of their
// own: the runtime loads scripts only). While no island has one, the site's stylesheet is built
// exactly as before.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** The suffix that names the site's own stylesheet under the entry that adds the islands' (esbuild keeps it apart). */
const OWN = '?site'

/** Every islands/<name>/<name>.css, by the island's name: absolute paths. */
export function islandStylesheets(root = process.cwd()) {
  const dir = path.join(root, 'islands')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(dir, name, `${name}.css`))
    .filter((file) => existsSync(file))
}

/**
 * The esbuild plugin: the site's stylesheet `entry` (static/css/site.css) is loaded as the site's own
 * stylesheet followed by every island's, `@import`ed in that order. Goes before customMedia, which
 * then loads each of those files (the islands' too) with the breakpoints resolved.
 */
export function islandStyles({ entry, root = process.cwd() }) {
  const file = path.resolve(root, entry)
  return {
    name: 'island-styles',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, (args) => {
        if (args.path !== file || args.suffix) return undefined
        const sheets = islandStylesheets(root)
        if (sheets.length === 0) return undefined
        const from = (sheet) => path.relative(path.dirname(file), sheet).split(path.sep).join('/')
        const imports = [`./${path.basename(file)}${OWN}`, ...sheets.map(from)]
        return {
          contents: imports.map((sheet) => `@import ${JSON.stringify(sheet)};`).join('\n'),
          loader: 'css',
          // `npm run dev` rebuilds when one of them changes; a new one is in the next start's build.
          watchFiles: sheets,
        }
      })
    },
  }
}
