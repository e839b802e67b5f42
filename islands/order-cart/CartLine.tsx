import { UNIVERSAL_SIM_TYPE } from '../../shared/api/cart-rules'
import type { CartItem } from '../../shared/api/types'
import { formatMoney } from '../../shared/format'
import { lineName, linePrice } from '../../browser/stores/cart-lines'
import { Spinner } from '../../browser/ui/Spinner'
import { LineAttachments } from './LineAttachments'
import { LineSettings } from './LineSettings'
import { ORDER_CART_MESSAGES as M } from './messages'
import { useLineWrites, type LineWrites } from './use-line-writes'

interface CartLineProps {
  item: CartItem
  showRefill: boolean
  minRentPeriod: number
  symbol: string
}

/**
 * One cart line: what it holds, its settings (LineSettings), what can be attached or let go
 * (LineAttachments), and its price and remove button. The writes and their states are
 * useLineWrites'.
 */
export function CartLine({ item, showRefill, minRentPeriod, symbol }: CartLineProps) {
  const writes = useLineWrites(item)
  // The server draws the same ids (partials/order-cart-line.html): its line is this one's first look.
  const ids = `order-line-${item.id}`
  const errorId = `${ids}-errors`
  const { busy, errors, disabled } = writes

  return (
    <li className="site-cart__item order-cart__item" data-item-id={item.id} aria-busy={disabled || undefined}>
      <div className="site-cart__what">
        <LineContents item={item} writes={writes} />
        <LineSettings item={item} writes={writes} showRefill={showRefill} minRentPeriod={minRentPeriod} ids={ids} errorId={errorId} />
        <LineAttachments item={item} writes={writes} ids={ids} />
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
          aria-label={M.remove(lineName(item, M.tariff))}
          aria-busy={busy === 'remove' || undefined}
          disabled={disabled}
          onClick={() => void writes.remove()}
        >
          {busy === 'remove' ? <Spinner label={M.removing} /> : <span aria-hidden="true">×</span>}
        </button>
      </div>
    </li>
  )
}

/** The line's number, tariff and device, and the number's SIM type (or the button that sets it). */
function LineContents({ item, writes }: { item: CartItem; writes: LineWrites }) {
  const { number, tariff, device } = item
  return (
    <>
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
            disabled={writes.disabled}
            onClick={() => void writes.change({ number: number.id, sim_type: UNIVERSAL_SIM_TYPE })}
          >
            {M.simType}: {M.universalSim}
          </button>
        </p>
      )}
    </>
  )
}
