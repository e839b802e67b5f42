import { useStore } from '@nanostores/react'
import { useEffect, useId, useRef, useState } from 'react'
import { siteConfigString } from '../../browser/dom/site-config'
import { $comparison, addToComparison, isCompared, loadComparison } from '../../browser/stores/comparison'
import { BusyButton } from '../../browser/ui/BusyButton'
import type { CompareButtonProps } from './index'
import { COMPARISON_MESSAGES as M } from './messages'

type Status = 'idle' | 'adding' | 'failed'

/** Where each URL comes from when the host does not set it. */
const CONFIG_KEYS = { addUrl: 'comparison_add_url', listUrl: 'comparison_url', compareUrl: 'comparison_page_url' } as const

export default function CompareButton(props: CompareButtonProps) {
  const [urls] = useState(() => urlsOf(props))
  if (!urls) return null
  return <CompareControl tariff={props.tariff} comparedByServer={props.compared} {...urls} />
}

/** The host's URLs, else the site config's; null (and one warning) when one is nowhere. */
function urlsOf(props: CompareButtonProps): { addUrl: string; listUrl: string; compareUrl: string } | null {
  const entries = Object.entries(CONFIG_KEYS).map(([prop, key]) => [prop, props[prop as keyof typeof CONFIG_KEYS] ?? siteConfigString(key)] as const)
  const missing = entries.filter(([, value]) => value === undefined)
  if (missing.length > 0) {
    const keys = missing.map(([prop]) => CONFIG_KEYS[prop as keyof typeof CONFIG_KEYS]).join(', ')
    console.warn(`[compare-button] tariff ${props.tariff}: no ${keys} in the host or the site-config block; the control stays hidden`)
    return null
  }
  return Object.fromEntries(entries) as { addUrl: string; listUrl: string; compareUrl: string }
}

function CompareControl({
  tariff,
  comparedByServer,
  addUrl,
  listUrl,
  compareUrl,
}: {
  tariff: number
  comparedByServer: boolean
  addUrl: string
  listUrl: string
  compareUrl: string
}) {
  const comparison = useStore($comparison)
  const [status, setStatus] = useState<Status>('idle')
  // Until the list arrives, what the server drew: a press on its «К сравнению» still leads there.
  const compared = comparison.loaded ? isCompared(comparison, tariff) : comparedByServer || isCompared(comparison, tariff)
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

  async function onClick(event: React.MouseEvent<HTMLButtonElement>) {
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
      <BusyButton
        className="btn btn-outline-primary compare-button"
        busy={status === 'adding'}
        busyLabel={M.adding}
        aria-describedby={status === 'failed' ? errorId : undefined}
        data-compare-state={status}
        onClick={onClick}
      >
        {M.add}
      </BusyButton>
      {status === 'failed' && (
        <span id={errorId} className="compare-button__error" role="alert">
          {M.failed}
        </span>
      )}
    </>
  )
}
