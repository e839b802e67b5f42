/**
 * How each page-wide store starts. A browser starts every store anew on each page load; a test
 * file keeps one module instance for all its tests, and its pages come and go. So every store
 * module with state of its own (its atoms, a request lane, and what no component reads in its one
 * `local` object: no module-level `let`) registers here, next to that state, how it is put back,
 * and the testing kit's cleanup runs them all: a store cannot be left out of a hand-kept list
 * (tests/stores/page-reset.test.ts reads each module's syntax and fails on one that does not).
 */
const resets = new Set<() => void>()

/** Registers how this module's state starts again (called once, at the module's top level). */
export function onPageReset(reset: () => void): void {
  resets.add(reset)
}

/** Every store that was loaded back to a fresh page's state (the testing kit, when a loaded page is left). */
export function resetPageStores(): void {
  resets.forEach((reset) => reset())
}
