/** Modules the build writes from what it learnt of the chunks (scripts/build/preload-map.mjs). */
declare module 'virtual:island-preloads' {
  /** Island name → its chunk and every chunk that one needs, relative to the runtime chunk. */
  const preloads: Record<string, string[]>
  export default preloads
}
declare module 'virtual:runtime-chunks' {
  /** The runtime chunk's own dependencies, relative to the loader. */
  const chunks: string[]
  export default chunks
}
