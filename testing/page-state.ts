import { resetPageStores } from '../shared/stores/page-reset'

/**
 * The islands' shared state (shared/stores) back to a fresh page's: a browser starts it anew on
 * every page load, a test file keeps one module instance for all its tests. Loading a fixture
 * is a page load, so leaving it calls this. Each store registers its own reset
 * (shared/stores/page-reset.ts), so none is missed.
 */
export function resetIslandStores(): void {
  resetPageStores()
}
