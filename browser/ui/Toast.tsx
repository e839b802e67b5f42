import { useEffect } from 'react'
import { COMMON_MESSAGES } from '../../shared/messages'

interface ToastProps {
  title: string
  text?: string
  /** Called by the close button and after `timeout` ms. */
  onClose: () => void
  /** Auto-hide delay in ms; 0 keeps the toast until closed. */
  timeout?: number
  tone?: 'success' | 'danger'
}

/** Auto-hide delay of a toast (about 6 s: long enough to read two lines). */
const TOAST_TIMEOUT = 6000

/**
 * A non-modal notice in a live region (`role="status"`): announced without moving
 * focus, closable, hidden by itself after `timeout`.
 */
export function Toast({ title, text, onClose, timeout = TOAST_TIMEOUT, tone = 'success' }: ToastProps) {
  useEffect(() => {
    if (timeout <= 0) return
    const timer = setTimeout(onClose, timeout)
    return () => clearTimeout(timer)
  }, [onClose, timeout])

  return (
    <div className={`toast toast--${tone}`} role="status">
      <div className="toast__body">
        <p className="toast__title">{title}</p>
        {text && <p className="toast__text">{text}</p>}
      </div>
      <button type="button" className="toast__close" aria-label={COMMON_MESSAGES.close} onClick={onClose}>
        ×
      </button>
    </div>
  )
}
