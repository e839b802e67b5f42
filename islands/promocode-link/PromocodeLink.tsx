import { useCallback, useEffect, useRef, useState } from 'react'
import { applyPromocode } from '../../browser/stores/cart'
import { Toast } from '../../browser/ui/Toast'
import type { PromocodeLinkProps } from './index'
import { promocodeParams } from './params'
import { PROMOCODE_LINK_MESSAGES as M } from './messages'

type Outcome = 'applied' | 'invalid'

export default function PromocodeLink(props: PromocodeLinkProps) {
  const { code: promocodeParam, status: statusParam } = promocodeParams(props)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const url = new URL(location.href)
    const code = url.searchParams.get(promocodeParam)?.trim() ?? ''
    const status = url.searchParams.get(statusParam)
    if (!url.searchParams.has(promocodeParam) && status === null) return
    // A reload or a shared address must not apply the code again.
    url.searchParams.delete(promocodeParam)
    url.searchParams.delete(statusParam)
    history.replaceState(history.state, '', url.href)

    if (code !== '') {
      applyPromocode(code).then(
        () => setOutcome('applied'),
        () => setOutcome('invalid'),
      )
    } else if (status !== null) {
      setOutcome(status === 'ok' ? 'applied' : 'invalid')
    } else {
      setOutcome('invalid')
    }
  }, [promocodeParam, statusParam])

  const close = useCallback(() => setOutcome(null), [])
  if (outcome === null) return null
  const message = M[outcome]
  return <Toast title={message.title} text={message.text} tone={outcome === 'applied' ? 'success' : 'danger'} onClose={close} />
}
