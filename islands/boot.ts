/**
 * The runtime chunk the loader imports once the page has an island host:
 * every island contract, the mounting runtime, and error reporting as the
 * page configures it (`error_report_url` in the #site-config block).
 */
import integrity from 'virtual:chunk-integrity'
import preloads from 'virtual:island-preloads'
import { siteSetting } from '../browser/dom/site-config'
import { modulePreloadWanted, preloadModules, setChunkPreloader } from '../browser/runtime/preload'
import { beaconReporter, consoleReporter } from '../browser/runtime/report'
import { startIslands } from '../browser/runtime/runtime'
import { islands } from './index'

// Every chunk an island needs, asked for at once and with its integrity (the build writes the map:
// scripts/build/preload-map.mjs); lazy imports of the islands' own code ask through importChunk.
const preload = modulePreloadWanted() ? (key: string) => preloadModules(preloads[key] ?? [], import.meta.url, integrity) : undefined
setChunkPreloader(preload)
const warm = modulePreloadWanted() ? (key: string) => preloadModules(preloads[key] ?? [], import.meta.url, integrity, { warm: true }) : undefined

const setting = siteSetting('error_report_url')
const url = typeof setting === 'string' && setting ? setting : undefined
/** Unmounts every island and releases the runtime's observers and listeners. */
export const stop = startIslands(islands, {
  report: url ? beaconReporter(url) : consoleReporter,
  // Every chunk lives under this folder, so its URL marks our own stack frames.
  ownCodeBase: new URL('..', import.meta.url).href,
  preload,
  warm,
  // A chunk that 404s while this file does too: a deploy replaced the build (browser/runtime/stale-build.ts).
  build: import.meta.url,
  // The runtime's start in slices: a tap while it connects the hosts is answered within a slice
  // (docs/architecture.md «The runtime starts in slices»).
  sliceMs: 5,
  // An island's own chunk is the first file of its preloads.
  islandOfScript: (script) =>
    Object.keys(preloads)
      .filter((name) => preloads[name]?.[0] !== undefined && new URL(preloads[name][0], import.meta.url).href === script)
      .join(', ') || undefined,
})
