import { importChunk } from '../../browser/runtime/preload'
import { renderReactPart } from '../../browser/runtime/react-part'
import { consoleReporter } from '../../browser/runtime/report'
import { importWithRetry } from '../../browser/runtime/retry'
import { openModal } from '../../browser/stores/modal'
import type { ExitIntentProps } from './index'
import { EXIT_INTENT_MODAL, watchExitIntent } from './watch'

/**
 * Only the watch runs with the page (it counts the first visit from the first page view, spec §4):
 * the modal, its form and React come when the rules first open it.
 */
export default function exitIntent(host: HTMLElement, { initialDelay, retryDelay, action }: ExitIntentProps): () => void {
  let alive = true
  let release: (() => void) | undefined
  const stopWatching = watchExitIntent({ initialDelay, retryDelay }, () => {
    openModal(EXIT_INTENT_MODAL, null)
    if (release) return
    release = () => {}
    importWithRetry(() => importChunk('exit-intent/ExitIntentModal', () => import('./ExitIntentModal'))).then(
      ({ default: ExitIntentModal }) => {
        if (alive) release = renderReactPart(host, ExitIntentModal, { action })
      },
      (error: unknown) => alive && consoleReporter(error, { phase: 'load', island: 'exit-intent', host }),
    )
  })
  return () => {
    alive = false
    stopWatching()
    release?.()
  }
}
