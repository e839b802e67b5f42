import type { CartItem } from '../../shared/api/types'
import { formatMoney } from '../../shared/format'
import { isRentable } from '../../browser/stores/cart-lines'
import { Select } from '../../browser/ui/Select'
import { ORDER_CART_MESSAGES as M } from './messages'
import type { LineWrites } from './use-line-writes'

/** How many months the rent select offers at least (from the site's minimum). */
const RENT_CHOICES = 12

interface LineSettingsProps {
  item: CartItem
  writes: LineWrites
  showRefill: boolean
  minRentPeriod: number
  /** The id prefix of the line's controls, and its error block's id. */
  ids: string
  errorId: string
}

/** A number's settings in its line: rent or buy (spec §4), and the refill. */
export function LineSettings({ item, writes, showRefill, minRentPeriod, ids, errorId }: LineSettingsProps) {
  const { number } = item
  if (!number) return null
  const { rentValue } = writes
  return (
    <>
      {isRentable(item) && (
        <div className="order-cart__field">
          <label className="form-label" htmlFor={`${ids}-rent`}>
            {M.rentPeriod}
          </label>
          <Select
            className="form-select form-select-sm"
            id={`${ids}-rent`}
            value={rentValue === null ? '' : String(rentValue)}
            disabled={writes.busy !== null}
            aria-describedby={writes.errors.length ? errorId : undefined}
            // The empty option is buying: `{rent_period: null}` ends the rent.
            onChange={(event) => writes.changeRent(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{M.buy}</option>
            {rentOptions(minRentPeriod, rentValue).map((months) => (
              <option key={months} value={months}>
                {M.months(months)}
              </option>
            ))}
          </Select>
          <p className="site-muted">{M.rentPrice(formatMoney(number.rent_price, number.currency.site_symbol))}</p>
        </div>
      )}

      {showRefill && number.is_refill_allowed && (
        <div className="form-check order-cart__field">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${ids}-refill`}
            checked={writes.refillChecked}
            disabled={writes.busy !== null}
            onChange={(event) => writes.changeRefill(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${ids}-refill`}>
            {M.refill}
          </label>
        </div>
      )}
    </>
  )
}

/** Months the rent select offers: the minimum up to a year, and the current period if longer. */
function rentOptions(min: number, current: number | null): number[] {
  const first = Math.min(min, current ?? min)
  const last = Math.max(min + RENT_CHOICES - 1, current ?? 0)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}
