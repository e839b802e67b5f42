import { useStore } from '@nanostores/react'
import { useEffect, useMemo } from 'react'
import { $cart } from '../../browser/stores/cart'
import { BusyButton } from '../../browser/ui/BusyButton'
import { useCartAdd } from '../../browser/ui/use-cart-add'
import type { RelatedDevicesProps } from './index'
import { RELATED_DEVICES_MESSAGES as M } from './messages'

/**
 * Adds every listed device the cart does not hold yet, one after another, with the shared add
 * states (browser/ui/use-cart-add.ts); a failure says that not every device was added.
 */
export default function RelatedDevices({ devices, cartUrl, label = M.defaultLabel }: RelatedDevicesProps) {
  const ids = useMemo(() => parseIds(devices), [devices])
  const bodies = useMemo(() => ids.map((device) => ({ device })), [ids])
  const cart = useStore($cart)
  const allInCart = ids.length > 0 && ids.every((id) => cart.deviceIds.includes(id))
  const { status, checkout, busy, failed, press } = useCartAdd(allInCart, cartUrl)

  useEffect(() => {
    if (ids.length === 0) console.warn(`[related-devices] data-devices="${devices}" holds no device ids; the button stays disabled`)
  }, [ids, devices])

  return (
    <>
      <BusyButton
        className="btn btn-primary related-devices__button"
        busy={busy}
        blocked={failed || ids.length === 0}
        busyLabel={M.adding}
        data-related-devices-state={checkout ? 'in-cart' : status}
        onClick={() => press(bodies)}
      >
        {checkout ? M.checkout : label}
      </BusyButton>
      {failed && (
        <p className="related-devices__error" role="status">
          {M.failed}
        </p>
      )}
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
