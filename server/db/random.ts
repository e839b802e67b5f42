/** A tiny seeded PRNG (mulberry32), so every fresh database holds the same demo data. */
export function mulberry32(seedValue: number): () => number {
  let state = seedValue >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
