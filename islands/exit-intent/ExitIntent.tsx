import { useEffect } from 'react'
import { recordExitIntentClosed } from '../../shared/stores/exit-intent'
import { openModal } from '../../shared/stores/modal'
import { RequestFormModal } from '../form-modal/FormModal'
import type { ExitIntentProps } from './index'
import { watchExitIntent } from './watch'

const MODAL_ID = 'subscribe'

/** The subscription modal, opened by the exit-intent rules; closing it starts the retry delay. */
export default function ExitIntent({ initialDelay, retryDelay, action }: ExitIntentProps) {
  useEffect(() => watchExitIntent({ initialDelay, retryDelay }, () => openModal(MODAL_ID, null)), [initialDelay, retryDelay])
  return <RequestFormModal kind={MODAL_ID} action={action} onClose={() => recordExitIntentClosed()} />
}
