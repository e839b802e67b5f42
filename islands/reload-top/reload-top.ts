import type { Enhancer } from '../../shared/contract/island'
import type { ReloadTopProps } from './index'

/**
 * Spec §4: a reload lands at the top. The browser would put back the old scroll position on a
 * reload, and it may do so after this has run; this page's history entry tells it not to, and a
 * reload goes to the top now in case the entry did not say so yet (the first load of the page).
 */
const reloadTop: Enhancer<ReloadTopProps> = () => {
  const before = history.scrollRestoration
  history.scrollRestoration = 'manual'
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation?.type === 'reload') window.scrollTo(0, 0)
  return () => void (history.scrollRestoration = before)
}
export default reloadTop
