import { useState, type FormEvent } from 'react'
import { ApiError } from '../../browser/api/errors'
import type { Promocode } from '../../shared/api/types'
import { formatMoney } from '../../shared/format'
import { applyPromocode, cancelPromocode } from '../../browser/stores/cart'
import { Spinner } from '../../browser/ui/Spinner'
import { ORDER_CART_MESSAGES as M } from './messages'

interface PromocodeFieldProps {
  promocode: Promocode | null
  discount: string | null
  symbol: string
}

/** The cart's promocode: a field to apply one (400 errors under it), or the applied one to remove. */
export function PromocodeField({ promocode, discount, symbol }: PromocodeFieldProps) {
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  // The server draws the same field (partials/order-cart.html): one on the page.
  const inputId = 'order-promocode'
  const errorId = 'order-promocode-error'

  async function apply(event: FormEvent) {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed) {
      setErrors([M.promocodeRequired])
      return
    }
    setBusy(true)
    setErrors([])
    try {
      await applyPromocode(trimmed)
      setCode('')
    } catch (error) {
      setErrors(codeErrors(error))
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    setBusy(true)
    setErrors([])
    try {
      await cancelPromocode()
    } catch (error) {
      setErrors(codeErrors(error))
    } finally {
      setBusy(false)
    }
  }

  if (promocode) {
    return (
      <div className="order-cart__promocode">
        <p className="order-cart__promocode-applied">{M.promocodeApplied(promocode.code, formatMoney(discount ?? promocode.discount, symbol))}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void remove()}
        >
          {busy ? <Spinner label={M.promocodeRemove} /> : M.promocodeRemove}
        </button>
        {errors.length > 0 && <div className="invalid-feedback d-block">{errors.join(' ')}</div>}
      </div>
    )
  }

  const invalid = errors.length > 0
  return (
    <form className="order-cart__promocode" onSubmit={(event) => void apply(event)} noValidate>
      <label className="form-label" htmlFor={inputId}>
        {M.promocode}
      </label>
      <div className="order-cart__promocode-row">
        <input
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          id={inputId}
          name="code"
          type="text"
          autoComplete="off"
          value={code}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner label={M.promocodeApply} /> : M.promocodeApply}
        </button>
      </div>
      {invalid && (
        <div className="invalid-feedback d-block" id={errorId}>
          {errors.join(' ')}
        </div>
      )}
    </form>
  )
}

/** The `code` field's messages of a 400, else the other messages, else a general one. */
function codeErrors(error: unknown): string[] {
  if (error instanceof ApiError) {
    const code = error.fieldErrors.code ?? []
    const rest = [
      ...error.nonFieldErrors,
      ...Object.entries(error.fieldErrors)
        .filter(([k]) => k !== 'code')
        .flatMap(([, v]) => v),
    ]
    if (code.length || rest.length) return [...code, ...rest]
  }
  return [M.failed]
}
