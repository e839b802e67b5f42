import { useId, useRef, useState } from 'react'
import { ApiError } from '../../shared/api/errors'
import type { CartItem, CartItemUpdateBody } from '../../shared/api/types'
import { formatMoney } from '../../shared/format'
import { changeCartItem, removeFromCart } from '../../shared/stores/cart'
import { isRentable, lineName, linePrice } from '../../shared/stores/cart-lines'
import { Spinner } from '../../shared/ui/Spinner'
import { ORDER_CART_MESSAGES as M } from './messages'
import { SuitableList } from './SuitableList'
import { useMorePages } from './use-more-pages'

/** SIM type of every number the storefront puts in a line (spec §9: 'Универсальная'). */
const UNIVERSAL_SIM_TYPE = 4
/** How many months the rent select offers at least (from the site's minimum). */
const RENT_CHOICES = 12

/** What a structural write (remove, attach, detach) is doing; it disables the line's buttons. */
type Busy = 'remove' | 'change' | null

interface CartLineProps {
  item: CartItem
  showRefill: boolean
  minRentPeriod: number
  symbol: string
}

/** One cart line: what it holds, its settings, what can be attached, and its remove button. */
export function CartLine({ item, showRefill, minRentPeriod, symbol }: CartLineProps) {
  const [busy, setBusy] = useState<Busy>(null)
  const [errors, setErrors] = useState<string[]>([])
  // The control shows the visitor's choice until the reloaded cart confirms or reverts it.
  // `undefined`: no change in flight; `null`: going back to buying.
  const [pendingRent, setPendingRent] = useState<number | null | undefined>(undefined)
  const [pendingRefill, setPendingRefill] = useState<boolean | null>(null)
  const ids = useId()
  const errorId = `${ids}-errors`
  const name = lineName(item, M.tariff)
  const { number, tariff, device } = item

  async function run(kind: Exclude<Busy, null>, write: () => Promise<unknown>) {
    setBusy(kind)
    setErrors([])
    try {
      // The store reloads the cart after the write; this line then shows what the server has.
      await write()
    } catch (error) {
      setErrors(messagesOf(error))
    } finally {
      setBusy(null)
    }
  }
  const change = (body: CartItemUpdateBody) => run('change', () => changeCartItem(item.id, body))

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

  // Tariffs to attach suit the line's number (its provider's) or else its device (spec §7).
  const tariffsOf = number ? { list: 'number-tariffs' as const, id: number.id } : { list: 'device-tariffs' as const, id: device?.id ?? 0 }
  const tariffs = useMorePages(tariffsOf, item.suitable_tariffs ?? [], item.tariffs_has_next ?? false)
  const numbers = useMorePages({ list: 'tariff-numbers', id: tariff?.id ?? 0 }, item.suitable_numbers ?? [], item.numbers_has_next ?? false)

  const parts = [number, tariff, device].filter((part) => part !== null).length
  const disabled = busy !== null || valueBusy
  const rentValue = pendingRent === undefined ? item.rent_period : pendingRent
  const refillChecked = pendingRefill ?? item.refill

  return (
    <li className="site-cart__item order-cart__item" data-item-id={item.id} aria-busy={disabled || undefined}>
      <div className="site-cart__what">
        {number && (
          <p className="site-cart__number">
            <a href={`${number.host_url}${number.absolute_url}`}>{number.number}</a> <span className="site-muted">{number.provider_name}</span>
          </p>
        )}
        {tariff && (
          <p className="site-cart__tariff">
            {M.tariff(tariff.name)} — {formatMoney(tariff.month_fee, tariff.currency.site_symbol)} {M.perMonth}
          </p>
        )}
        {device && <p className="site-cart__device">{device.name}</p>}
        {number && item.sim_type && (
          <p className="site-muted order-cart__sim">
            {M.simType}: {item.sim_type.display_name}
          </p>
        )}
        {number && !item.sim_type && (
          <p className="order-cart__sim">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={disabled}
              onClick={() => void change({ number: number.id, sim_type: UNIVERSAL_SIM_TYPE })}
            >
              {M.simType}: {M.universalSim}
            </button>
          </p>
        )}

        {number && isRentable(item) && (
          <div className="order-cart__field">
            <label className="form-label" htmlFor={`${ids}-rent`}>
              {M.rentPeriod}
            </label>
            <select
              className="form-select form-select-sm"
              id={`${ids}-rent`}
              value={rentValue === null ? '' : String(rentValue)}
              disabled={busy !== null}
              aria-describedby={errors.length ? errorId : undefined}
              onChange={(event) => {
                // The empty option is buying: `{rent_period: null}` ends the rent.
                const months = event.target.value === '' ? null : Number(event.target.value)
                setPendingRent(months)
                void changeValue({ rent_period: months })
              }}
            >
              <option value="">{M.buy}</option>
              {rentOptions(minRentPeriod, rentValue).map((months) => (
                <option key={months} value={months}>
                  {M.months(months)}
                </option>
              ))}
            </select>
            <p className="site-muted">{M.rentPrice(formatMoney(number.rent_price, number.currency.site_symbol))}</p>
          </div>
        )}

        {number && showRefill && number.is_refill_allowed && (
          <div className="form-check order-cart__field">
            <input
              className="form-check-input"
              type="checkbox"
              id={`${ids}-refill`}
              checked={refillChecked}
              disabled={busy !== null}
              onChange={(event) => {
                const refill = event.target.checked
                setPendingRefill(refill)
                void changeValue({ refill })
              }}
            />
            <label className="form-check-label" htmlFor={`${ids}-refill`}>
              {M.refill}
            </label>
          </div>
        )}

        {(number || device) && !tariff && (
          <SuitableList
            title={M.suitableTariffs}
            items={tariffs.items}
            hasNext={tariffs.hasNext}
            loading={tariffs.loading}
            failed={tariffs.failed}
            disabled={disabled}
            describe={(t) => `${t.name} — ${formatMoney(t.month_fee, t.currency.site_symbol)} ${M.perMonth}`}
            chooseLabel={(t) => M.chooseTariff(t.name)}
            onChoose={(t) => void change({ tariff: t.id })}
            onMore={tariffs.loadMore}
          />
        )}
        {tariff && !number && !device && (
          <SuitableList
            title={M.suitableNumbers}
            items={numbers.items}
            hasNext={numbers.hasNext}
            loading={numbers.loading}
            failed={numbers.failed}
            disabled={disabled}
            describe={(n) => `${n.number} — ${formatMoney(n.site_price, n.currency.site_symbol)}`}
            chooseLabel={(n) => M.chooseNumber(n.number)}
            onChoose={(n) => void change({ number: n.id, sim_type: UNIVERSAL_SIM_TYPE })}
            onMore={numbers.loadMore}
          />
        )}

        {parts > 1 && (
          <p className="order-cart__detach">
            {tariff && (
              <button type="button" className="btn btn-sm btn-link" disabled={disabled} onClick={() => void change({ tariff: null })}>
                {M.detachTariff}
              </button>
            )}
            {number && (
              <button type="button" className="btn btn-sm btn-link" disabled={disabled} onClick={() => void change({ number: null, sim_type: null })}>
                {M.detachNumber}
              </button>
            )}
            {device && (
              <button type="button" className="btn btn-sm btn-link" disabled={disabled} onClick={() => void change({ device: null })}>
                {M.detachDevice}
              </button>
            )}
          </p>
        )}

        {errors.length > 0 && (
          <div className="invalid-feedback d-block" id={errorId} role="alert">
            {errors.join(' ')}
          </div>
        )}
      </div>

      <div className="order-cart__side">
        <p className="site-cart__price">{formatMoney(linePrice(item), symbol)}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger order-cart__remove"
          aria-label={M.remove(name)}
          aria-busy={busy === 'remove' || undefined}
          disabled={disabled}
          onClick={() => void run('remove', () => removeFromCart(item.id))}
        >
          {busy === 'remove' ? <Spinner label={M.removing} /> : <span aria-hidden="true">×</span>}
        </button>
      </div>
    </li>
  )
}

/** Months the rent select offers: the minimum up to a year, and the current period if longer. */
function rentOptions(min: number, current: number | null): number[] {
  const first = Math.min(min, current ?? min)
  const last = Math.max(min + RENT_CHOICES - 1, current ?? 0)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}

/** What a failed write says: the server's messages, or a general one. */
function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) {
    const all = [...error.nonFieldErrors, ...Object.values(error.fieldErrors).flat()]
    if (all.length) return all
  }
  return [M.failed]
}
