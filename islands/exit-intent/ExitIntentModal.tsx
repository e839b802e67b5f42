import { recordExitIntentClosed } from '../../browser/stores/exit-intent'
import { OnFirstOpen } from '../../browser/ui/on-first-open'
import { LazyRequestFormModal } from '../form-modal/FormModal'
import { EXIT_INTENT_MODAL } from './watch'

/** The subscription modal the exit-intent rules opened; closing it starts the retry delay. */
export default function ExitIntentModal({ action }: { action: string }) {
  return (
    <OnFirstOpen id={EXIT_INTENT_MODAL}>
      <LazyRequestFormModal kind={EXIT_INTENT_MODAL} action={action} onClose={() => recordExitIntentClosed()} />
    </OnFirstOpen>
  )
}
