import { UNIVERSAL_SIM_TYPE } from '../../shared/api/cart-rules'
import type { CartItem } from '../../shared/api/types'
import { formatMoney } from '../../shared/format'
import { ORDER_CART_MESSAGES as M } from './messages'
import { SuitableList } from './SuitableList'
import { useMorePages } from './use-more-pages'
import type { LineWrites } from './use-line-writes'

/** What a line can take (the suitable tariffs or numbers, spec §7) and what it can let go. */
/** `ids`: the line's id prefix, which names each list's heading. */
export function LineAttachments({ item, writes, ids }: { item: CartItem; writes: LineWrites; ids: string }) {
  const { number, tariff, device } = item
  const { disabled, change } = writes
  // Tariffs to attach suit the line's number (its provider's) or else its device (spec §7).
  const tariffsOf = number ? { list: 'number-tariffs' as const, id: number.id } : { list: 'device-tariffs' as const, id: device?.id ?? 0 }
  const tariffs = useMorePages(tariffsOf, item.suitable_tariffs ?? [], item.tariffs_has_next ?? false)
  const numbers = useMorePages({ list: 'tariff-numbers', id: tariff?.id ?? 0 }, item.suitable_numbers ?? [], item.numbers_has_next ?? false)
  const parts = [number, tariff, device].filter((part) => part !== null).length

  return (
    <>
      {(number || device) && !tariff && (
        <SuitableList
          id={`${ids}-tariffs`}
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
          id={`${ids}-numbers`}
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
    </>
  )
}
