import { useEffect } from 'react'
import { recordExitIntentClosed } from '../../shared/stores/exit-intent'
import { openModal } from '../../shared/stores/modal'
import { OnFirstOpen } from '../../shared/ui/on-first-open'
import { LazyRequestFormModal } from '../form-modal/FormModal'
import type { ExitIntentProps } from './index'
import { watchExitIntent } from './watch'

const MODAL_ID = 'subscribe'

/**
 * The subscription modal, opened by the exit-intent rules; closing it starts the retry delay. Only
 * the watch runs with the page: the form comes when the rules first open it.
 */
export default function ExitIntent({ initialDelay, retryDelay, action }: ExitIntentProps) {
  useEffect(() => watchExitIntent({ initialDelay, retryDelay }, () => openModal(MODAL_ID, null)), [initialDelay, retryDelay])
  return (
    <OnFirstOpen id={MODAL_ID}>
      <LazyRequestFormModal kind={MODAL_ID} action={action} onClose={() => recordExitIntentClosed()} />
    </OnFirstOpen>
  )
}
