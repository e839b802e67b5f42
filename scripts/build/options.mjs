// The build's entry points and the esbuild options both passes share (scripts/build/passes.mjs).
import path from 'node:path'

export const LOADER = 'islands/loader.ts'
export const CSS = 'static/css/site.css'
// Leaflet's stylesheet, linked only by pages with a coverage map (their template asks for it).
export const MAP_CSS = 'static/css/coverage-map.css'
export const RUNTIME = 'islands/boot.ts'
/** What the runtime's contracts import lazily besides islands: the React host of every `render` island. */
export const REACT_HOST = 'browser/runtime/react-host.tsx'

/** Options of both passes: ESM, hashed names, a metafile for the manifest and the preload map. */
export const commonOptions = ({ outDir, production }) => ({
  outdir: outDir,
  bundle: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
  entryNames: '[name]-[hash]',
  jsx: 'automatic',
  sourcemap: 'linked',
  minify: production,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
})

/** An output file's path relative to the build's folder, with forward slashes (manifest keys, URLs). */
export const relativeTo = (outDir) => (file) => path.relative(outDir, file).split(path.sep).join('/')
