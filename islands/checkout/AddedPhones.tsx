import { useStore } from '@nanostores/react'
import type { ReadableAtom } from 'nanostores'
import { useLayoutEffect, useRef } from 'react'
import { maskPhone, PHONE_PLACEHOLDER } from '../../browser/dom/phone-mask'
import { CHECKOUT_MESSAGES as M } from './messages'

interface AddedPhonesProps {
  /** How many phone fields the list holds: the server's first, then the ones added here. */
  $count: ReadableAtom<number>
  /** How many the server rendered. */
  rendered: number
}

/**
 * The phone fields «Добавить телефон» adds after the server's (client_phones_<n>, as the
 * server names them when the plain form adds one), each masked and focused as it appears.
 */
export function AddedPhones({ $count, rendered }: AddedPhonesProps) {
  const count = useStore($count)
  const added = Array.from({ length: Math.max(count - rendered, 0) }, (_, i) => rendered + i + 1)
  return added.map((n) => <AddedPhone key={n} n={n} />)
}

function AddedPhone({ n }: { n: number }) {
  const input = useRef<HTMLInputElement>(null)
  // Before paint: the visitor types into a masked field, where the click that added it left off.
  useLayoutEffect(() => {
    const field = input.current!
    const mask = maskPhone(field)
    field.focus()
    return () => mask.destroy()
  }, [])
  const id = `order-client_phones_${n}`
  return (
    <div className="site-form__field" data-phone-field="">
      <label className="form-label" htmlFor={id}>
        {M.extraPhone(n - 1)}
      </label>
      <input
        ref={input}
        className="form-control"
        id={id}
        name={`client_phones_${n}`}
        type="tel"
        inputMode="tel"
        placeholder={PHONE_PLACEHOLDER}
        data-phone-input=""
      />
    </div>
  )
}
