import { useStore } from '@nanostores/react'
import { $message, MESSAGE_MODAL } from '../../browser/stores/modal'
import { Modal } from '../../browser/ui/Modal'

/** Title and message as text (they may come from an API, so never as markup). */
export default function MessageDialog() {
  const message = useStore($message)
  return (
    <Modal id={MESSAGE_MODAL} title={message?.title ?? ''} className="modal--message">
      <p className="modal__message">{message?.message}</p>
    </Modal>
  )
}
