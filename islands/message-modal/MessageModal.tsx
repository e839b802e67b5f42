import { MESSAGE_MODAL } from '../../browser/stores/modal'
import { lazyPart, OnFirstOpen } from '../../browser/ui/on-first-open'

const LazyMessageDialog = lazyPart('message-modal/MessageDialog', () => import('./MessageDialog'))

/** The generic modal, fetched the first time an island shows a message. */
export default function MessageModal() {
  return (
    <OnFirstOpen id={MESSAGE_MODAL}>
      <LazyMessageDialog />
    </OnFirstOpen>
  )
}
