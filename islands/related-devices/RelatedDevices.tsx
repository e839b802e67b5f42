import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useState } from 'react'
import { CART_ERROR_CODES } from '../../shared/api/cart'
import { errorCode } from '../../shared/api/errors'
import { followRedirect } from '../../shared/api/redirect'
import { $cart, addToCart } from '../../shared/stores'
import { Spinner } from '../../shared/ui/Spinner'
import type { RelatedDevicesProps } from './index'
import { RELATED_DEVICES_MESSAGES as M } from './messages'

type Status = 'idle' | 'adding' | 'added' | 'failed'

const DEFAULT_CART_URL = '/order/'

export default function RelatedDevices({ devices, cartUrl = DEFAULT_CART_URL, label = M.defaultLabel }: RelatedDevicesProps) {
  const ids = useMemo(() => parseIds(devices), [devices])
  const cart = useStore($cart)
  const [status, setStatus] = useState<Status>('idle')

  useEffect(() => {
    if (ids.length === 0) console.warn(`[related-devices] data-devices="${devices}" holds no device ids; the button stays disabled`)
  }, [ids, devices])

  const allInCart = ids.length > 0 && ids.every((id) => cart.deviceIds.includes(id))
  // «Оформить» once added; a device removed elsewhere brings the label back.
  const checkout = allInCart && (status === 'added' || status === 'idle')
  const unavailable = status === 'adding' || status === 'failed' || ids.length === 0

  async function addAll() {
    setStatus('adding')
    let failed = false
    for (const id of ids) {
      // The cart may have changed since the last add (another tab, the dropdown): ask it each time.
      if ($cart.get().deviceIds.includes(id)) continue
      try {
        await addToCart({ device: id })
      } catch (error) {
        const code = errorCode(error)
        if (code === CART_ERROR_CODES.alreadyInCart) continue
        if (code === CART_ERROR_CODES.maxItems) {
          window.alert(M.maxItems)
          setStatus('idle')
          return
        }
        failed = true
      }
    }
    setStatus(failed ? 'failed' : 'added')
  }

  function onClick() {
    if (unavailable) return
    if (checkout) {
      followRedirect(cartUrl)
      return
    }
    void addAll()
  }

  const busy = status === 'adding'
  return (
    <>
      <button
        type="button"
        className="btn btn-primary related-devices__button"
        // aria-disabled, not disabled: the keyboard focus stays on the button (see cart-button).
        aria-disabled={unavailable || undefined}
        aria-busy={busy || undefined}
        data-related-devices-state={checkout ? 'in-cart' : status}
        onClick={onClick}
      >
        {busy ? <Spinner label={M.adding} /> : checkout ? M.checkout : label}
      </button>
      {status === 'failed' && <p className="related-devices__error" role="status">{M.failed}</p>}
    </>
  )
}

/** Device ids from `data-devices`: positive integers separated by commas, repeats dropped. */
export function parseIds(value: string): number[] {
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0)
  return [...new Set(ids)]
}
