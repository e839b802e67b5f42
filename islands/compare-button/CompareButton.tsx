import { useStore } from '@nanostores/react'
import { useEffect, useId, useRef, useState } from 'react'
import { $comparison, addToComparison, isCompared, loadComparison } from '../../shared/stores'
import { Spinner } from '../../shared/ui/Spinner'
import type { CompareButtonProps } from './index'
import { COMPARISON_MESSAGES as M } from './messages'

type Status = 'idle' | 'adding' | 'failed'

export default function CompareButton({ tariff, addUrl, listUrl, compareUrl }: CompareButtonProps) {
  const comparison = useStore($comparison)
  const [status, setStatus] = useState<Status>('idle')
  const compared = isCompared(comparison, tariff)
  const errorId = useId()
  // The visitor who pressed the button should find the link under their focus.
  const hadFocus = useRef(false)
  const link = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    // Without the list the button still works; a refused add then asks the list again.
    loadComparison(listUrl).catch(() => undefined)
  }, [listUrl])

  useEffect(() => {
    if (compared && hadFocus.current) link.current?.focus()
  }, [compared])

  if (compared) {
    return (
      <a ref={link} className="btn btn-outline-primary compare-button" href={compareUrl} data-compare-state="compared">
        {M.compared}
      </a>
    )
  }

  const busy = status === 'adding'
  async function onClick(event: React.MouseEvent<HTMLButtonElement>) {
    if (busy) return
    hadFocus.current = document.activeElement === event.currentTarget
    setStatus('adding')
    try {
      await addToComparison({ addUrl, listUrl }, tariff)
      setStatus('idle')
    } catch {
      // The control stays usable: the visitor may try again.
      setStatus('failed')
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary compare-button"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={status === 'failed' ? errorId : undefined}
        data-compare-state={status}
        onClick={onClick}
      >
        {busy ? <Spinner label={M.adding} /> : M.add}
      </button>
      {status === 'failed' && (
        <span id={errorId} className="compare-button__error" role="alert">
          {M.failed}
        </span>
      )}
    </>
  )
}
