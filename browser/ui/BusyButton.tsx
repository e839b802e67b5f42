import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from './Spinner'

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'aria-disabled' | 'aria-busy'> & {
  /** A request of the button runs: a spinner stands in for the label. */
  busy: boolean
  /** Presses do nothing (besides while busy). */
  blocked?: boolean
  /** What the spinner says to assistive technology. */
  busyLabel: string
}

/**
 * The button of an action that takes a request (add to cart, add to comparison): a spinner
 * while it runs, and presses refused meanwhile. aria-disabled rather than disabled: a disabled
 * button drops the keyboard focus, and the visitor who pressed Enter should find the outcome
 * («Оформить») under their focus.
 */
export function BusyButton({ busy, blocked = false, busyLabel, onClick, children, ...rest }: BusyButtonProps) {
  const refused = busy || blocked
  return (
    <button {...rest} type="button" aria-disabled={refused || undefined} aria-busy={busy || undefined} onClick={refused ? undefined : onClick}>
      {busy ? <Spinner label={busyLabel} /> : children}
    </button>
  )
}
