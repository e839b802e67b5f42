/**
 * The only script a page includes. It imports the runtime once the page has
 * an island host, now or later (load-more HTML, modals); a page without
 * hosts downloads nothing else.
 */
import runtimeFiles from 'virtual:runtime-files'
import { HOST_SELECTOR } from '../shared/contract/attributes'
import { modulePreloadWanted, preloadModules } from '../browser/runtime/preload'
import { importWithRetry } from '../browser/runtime/retry'

const boot = () => {
  // The runtime's own chunks in the same round as the runtime, not one level later, and each
  // with its integrity, which the import then finds in the module map.
  if (modulePreloadWanted()) preloadModules(Object.keys(runtimeFiles), import.meta.url, runtimeFiles)
  return importWithRetry(() => import('./boot')).catch((error) => console.error('[islands] runtime failed to load', error))
}

const hasHost = (node: Node) => node instanceof Element && (node.matches(HOST_SELECTOR) || !!node.querySelector(HOST_SELECTOR))

if (document.querySelector(HOST_SELECTOR)) {
  void boot()
} else {
  const watcher = new MutationObserver((mutations) => {
    if (!mutations.some((m) => [...m.addedNodes].some(hasHost))) return
    watcher.disconnect()
    void boot()
  })
  watcher.observe(document.documentElement, { childList: true, subtree: true })
}
