import { useEffect, useRef, useState } from 'react'
import { closeModal, openModal } from '../../shared/stores/modal'
import { Modal } from '../../shared/ui/Modal'
import type { AgeGateProps } from './index'
import { AGE_GATE_MESSAGES as M } from './messages'

const ASK = 'age'
const DENIED = 'age-denied'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Asks at once, in a modal that cannot be dismissed (the page behind is inert while a
 * `<dialog>` is open). «confirm» sets the cookie and removes the modal; «deny» swaps to the
 * denied modal, which only leads away. Should the browser close either anyway, it comes back.
 */
export default function AgeGate({ cookie, homeUrl }: AgeGateProps) {
  const [confirmed, setConfirmed] = useState(false)
  const answer = useRef<'none' | 'confirmed' | 'denied'>('none')
  useEffect(() => openModal(ASK, null), [])

  const confirm = () => {
    answer.current = 'confirmed'
    document.cookie = `${encodeURIComponent(cookie)}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
    closeModal(ASK)
    setConfirmed(true)
  }
  const deny = () => {
    answer.current = 'denied'
    openModal(DENIED, null)
  }
  // Closed without an answer (a browser's repeated Escape): ask again.
  const reopen = (id: string) => () => {
    if (answer.current === 'confirmed') return
    queueMicrotask(() => openModal(answer.current === 'denied' ? DENIED : id, null))
  }

  if (confirmed) return null
  return (
    <>
      <Modal id={ASK} title={M.title} dismissible={false} onClose={reopen(ASK)}>
        <p>{M.text}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn-primary" onClick={confirm}>
            {M.confirm}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={deny}>
            {M.deny}
          </button>
        </div>
      </Modal>
      <Modal id={DENIED} title={M.deniedTitle} dismissible={false} onClose={reopen(DENIED)}>
        <p>{M.deniedText}</p>
        <a className="btn btn-primary" href={homeUrl}>
          {M.home}
        </a>
      </Modal>
    </>
  )
}
