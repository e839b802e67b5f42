/**
 * `tsx bench/run.ts --smoke` (a step of `npm test`): every section once, each case one time over
 * small data, figures printed and never written into bench/RESULTS.md. It keeps the bench from
 * going stale: a selector or route a change broke fails the suite instead of the next real run.
 */
export const SMOKE = process.argv.includes('--smoke')

/** How many times a case runs: `full` in a real run, once in the smoke run. */
export const repeat = (full: number): number => (SMOKE ? 1 : full)

/** The cases a section walks: all of them in a real run, the first in the smoke run. */
export const cases = <T>(all: readonly T[]): T[] => (SMOKE ? all.slice(0, 1) : [...all])
