import { useStore } from '@nanostores/react'
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { listen } from '../dom/listen'
import { $modal, closeModal } from '../stores/modal'
import { COMMON_MESSAGES } from '../../shared/messages'

const FOCUSABLE = '[autofocus], input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])'

interface ModalProps {
  /** Open while `$modal` holds this id (browser/stores/modal.ts). */
  id: string
  title: ReactNode
  children: ReactNode
  /** Extra classes on the `<dialog>`, e.g. `modal--fullscreen`. */
  className?: string
  /** Called once each time the modal closes, however it was closed. */
  onClose?: () => void
}

/**
 * A native `<dialog>` opened with `showModal()` (DESIGN decision 10): the browser makes the page
 * behind inert, keeps Tab inside and moves focus to the first focusable element; Escape and the
 * «Закрыть» button close it, and focus goes back to the element that opened it. The dialog stays
 * in the DOM while closed, so a form inside keeps what the visitor typed. (A question that must be
 * answered, the age check, is the server's own dialog: islands/age-gate.)
 */
export function Modal({ id, title, children, className, onClose }: ModalProps) {
  const state = useStore($modal)
  const open = state?.id === id
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const openerRef = useRef<HTMLElement | null>(null)
  // Whether this dialog was shown: after Escape the browser has closed it already, and the
  // close below must still run (onClose, focus back to the opener).
  const shownRef = useRef(false)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open) {
      openerRef.current = state.opener
      shownRef.current = true
      if (!dialog.open) dialog.showModal()
      // showModal() focuses the first focusable element in today's browsers; older engines (and
      // happy-dom) leave focus behind the backdrop, where the visitor could not reach it.
      if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
      return
    }
    if (!shownRef.current) return
    shownRef.current = false
    if (dialog.open) dialog.close()
    onCloseRef.current?.()
    const opener = openerRef.current
    openerRef.current = null
    // Not when another modal replaced this one: focus belongs in that one.
    if ($modal.get() === null && opener?.isConnected) opener.focus()
  }, [open, state])

  // Escape (and a `<form method="dialog">`) close the dialog natively; the store follows.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    return listen(dialog, { close: () => closeModal(id) })
  }, [id])

  // Unmounted while open (its island went away): the page must not stay inert.
  useEffect(() => () => closeModal(id), [id])

  return (
    <dialog ref={dialogRef} className={['modal', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label={COMMON_MESSAGES.close} onClick={() => closeModal(id)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  )
}
