import { listen } from '../../browser/dom/listen'
import { $modal } from '../../browser/stores/modal'
import { exitIntentDue, readExitIntent, type ExitIntentDelays } from '../../browser/stores/exit-intent'

/** The subscription modal's id (and its form's kind, islands/form-modal/kinds.ts). */
export const EXIT_INTENT_MODAL = 'subscribe'

/**
 * Calls `show` when the visitor heads away (spec §4): the pointer leaves the document (towards
 * the tabs or the address bar) or the tab turns hidden, and the timing rules allow it now.
 * Never over another open modal. Returns the cleanup.
 */
export function watchExitIntent(delays: ExitIntentDelays, show: () => void): () => void {
  // The first visit is counted from the first page view, not from the first attempt to leave.
  readExitIntent()
  const attempt = () => {
    if ($modal.get() === null && exitIntentDue(readExitIntent(), delays)) show()
  }
  const onMouseLeave = (event: MouseEvent) => {
    // Moving onto a child fires mouseout, not this; relatedTarget null means out of the window.
    if (event.relatedTarget === null) attempt()
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') attempt()
  }
  const unlisten = [listen(document.documentElement, { mouseleave: onMouseLeave }), listen(document, { visibilitychange: onVisibility })]
  return () => unlisten.forEach((release) => release())
}
