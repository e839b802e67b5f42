import { useRef, useState } from 'react'
import { ApiError } from '../../browser/api/errors'
import type { CartItem, CartItemUpdateBody } from '../../shared/api/types'
import { changeCartItem, removeFromCart } from '../../browser/stores/cart'
import { ORDER_CART_MESSAGES as M } from './messages'

/** What a structural write (remove, attach, detach) is doing; it disables the line's buttons. */
type Busy = 'remove' | 'change' | null

/**
 * A cart line's writes and what the line shows of them: which structural write runs, the
 * server's messages of the last failure, and the rent and refill the visitor chose while their
 * writes are on the way (the store reloads the cart after each; the line then shows the server's).
 */
export function useLineWrites(item: CartItem) {
  const [busy, setBusy] = useState<Busy>(null)
  const [errors, setErrors] = useState<string[]>([])
  // The control shows the visitor's choice until the reloaded cart confirms or reverts it.
  // `undefined`: no change in flight; `null`: going back to buying.
  const [pendingRent, setPendingRent] = useState<number | null | undefined>(undefined)
  const [pendingRefill, setPendingRefill] = useState<boolean | null>(null)

  async function run(kind: Exclude<Busy, null>, write: () => Promise<unknown>) {
    setBusy(kind)
    setErrors([])
    try {
      await write()
    } catch (error) {
      setErrors(messagesOf(error))
    } finally {
      setBusy(null)
    }
  }

  // The rent select and the refill checkbox stay enabled while their writes run: disabling
  // them would drop the keyboard focus, and arrowing through the select sends one PUT per
  // step. The cart queue sends them in order; the last one is what the server keeps.
  const valueWrites = useRef(0)
  const [valueBusy, setValueBusy] = useState(false)
  async function changeValue(body: CartItemUpdateBody) {
    valueWrites.current += 1
    setValueBusy(true)
    setErrors([])
    try {
      await changeCartItem(item.id, body)
    } catch (error) {
      setErrors(messagesOf(error))
    } finally {
      valueWrites.current -= 1
      if (valueWrites.current === 0) {
        setValueBusy(false)
        setPendingRent(undefined)
        setPendingRefill(null)
      }
    }
  }

  return {
    busy,
    errors,
    /** Any write of the line runs: its buttons wait. */
    disabled: busy !== null || valueBusy,
    rentValue: pendingRent === undefined ? item.rent_period : pendingRent,
    refillChecked: pendingRefill ?? item.refill,
    /** A structural change of the line (attach, detach, the SIM type). */
    change: (body: CartItemUpdateBody) => run('change', () => changeCartItem(item.id, body)),
    remove: () => run('remove', () => removeFromCart(item.id)),
    changeRent(months: number | null) {
      setPendingRent(months)
      void changeValue({ rent_period: months })
    },
    changeRefill(refill: boolean) {
      setPendingRefill(refill)
      void changeValue({ refill })
    },
  }
}

export type LineWrites = ReturnType<typeof useLineWrites>

/** What a failed write says: the server's messages, or a general one. */
function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) {
    const all = [...error.nonFieldErrors, ...Object.values(error.fieldErrors).flat()]
    if (all.length) return all
  }
  return [M.failed]
}
