/** Modules the build writes from what it learnt of the chunks (scripts/build/preload-map.mjs). */
declare module 'virtual:island-preloads' {
  /** Island name (or lazy part, or `react-host`, `imask`) → its chunk and every chunk that one needs, relative to the runtime chunk. */
  const preloads: Record<string, string[]>
  export default preloads
}
declare module 'virtual:chunk-integrity' {
  /** Each file of the preload map, as the map names it → its `integrity` (sha256). */
  const integrity: Record<string, string>
  export default integrity
}
declare module 'virtual:runtime-files' {
  /** The runtime chunk and its own dependencies, relative to the loader → their `integrity`. */
  const files: Record<string, string>
  export default files
}
