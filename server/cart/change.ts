import type { CartItem, CartItemUpdateResponse, Device, PhoneNumber, Tariff } from '../../shared/api/types'
import { CART_ERROR_CODES } from '../../shared/api/cart-rules'
import { CART_MESSAGES } from './messages'
import { cartIdOf, ruleError, type CartParts, type CartRuleError } from './parts'
import type { CartItemRow, LineContent } from './store'
import { validateItemChange, type ItemChange } from './validate-change'

/** Outcome of PUT /api/cart/items/{id}/: not this session's line, a 400 body, or the answer. */
type ItemChangeResult =
  { status: 404 } | { status: 400; body: Record<string, string[]> | CartRuleError } | { status: 200; body: CartItemUpdateResponse }

/** What a removal answers with: the entity the line held, or null when it held none. */
interface Removed {
  removed_number?: PhoneNumber | null
  removed_tariff?: Tariff | null
  removed_device?: Device | null
}

/**
 * PUT /api/cart/items/{id}/: one change of a line (spec §7; call inside one transaction).
 * Removals answer with what was removed. A line left with nothing in it is deleted; the answer
 * then still shows it, emptied.
 */
export function changeLine(parts: CartParts, sessionId: string | null, itemId: number, body: unknown, hostUrl: string): ItemChangeResult {
  const { store, lookups, minRentPeriod, serializeItems } = parts
  const cartId = cartIdOf(parts, sessionId)
  const row = cartId === null ? null : store.item(cartId, itemId)
  if (cartId === null || row === null) return { status: 404 }
  const validated = validateItemChange(body, row, lookups, { minRentPeriod })
  if (!validated.ok) return { status: 400, body: validated.errors }

  const line = lineOf(row)
  const changed = applyChange(parts, { cartId, row, hostUrl }, line, validated.value)
  if ('refused' in changed) return { status: 400, body: changed.refused }
  store.update(cartId, itemId, line)
  const updated = store.item(cartId, itemId)
  if (!updated) throw new Error(`Cart item ${itemId} vanished during an update`)
  const [item] = serializeItems([updated], hostUrl)
  if (line.numberId === null && line.tariffId === null && line.deviceId === null) store.remove(cartId, itemId)
  return { status: 200, body: { ...(item as CartItem), ...changed.removed } }
}

function lineOf(row: CartItemRow): LineContent {
  return {
    numberId: row.number_id,
    tariffId: row.tariff_id,
    deviceId: row.device_id,
    simTypeId: row.sim_type_id,
    subdomainId: row.subdomain_id,
    rentPeriod: row.rent_period,
    refill: row.refill === 1,
  }
}

/** Writes one change into `line`: what it removed, or the cart rule it breaks (a number or tariff held by another line). */
function applyChange(
  { store, catalog }: CartParts,
  { cartId, row, hostUrl }: { cartId: number; row: CartItemRow; hostUrl: string },
  line: LineContent,
  change: ItemChange,
): { removed: Removed } | { refused: CartRuleError } {
  const heldElsewhere = (numberId: number | null, tariffId: number | null) => store.holdsElsewhere(cartId, row.id, numberId, tariffId)
  const alreadyInCart = () => ({ refused: ruleError(CART_MESSAGES.alreadyInCart, CART_ERROR_CODES.alreadyInCart).errors })
  const held = <T>(repository: { byIds(ids: readonly number[], hostUrl: string): Map<number, T> }, id: number | null) =>
    id === null ? null : (repository.byIds([id], hostUrl).get(id) ?? null)
  switch (change.kind) {
    case 'setNumber':
      if (heldElsewhere(change.numberId, null)) return alreadyInCart()
      if (line.numberId !== change.numberId) Object.assign(line, { numberId: change.numberId, rentPeriod: null, refill: false })
      Object.assign(line, { simTypeId: change.simTypeId, subdomainId: change.subdomainId })
      return { removed: {} }
    case 'removeNumber':
      Object.assign(line, { numberId: null, simTypeId: null, rentPeriod: null, refill: false })
      return { removed: { removed_number: held(catalog.numbers, row.number_id) } }
    case 'setTariff':
      if (heldElsewhere(null, change.tariffId)) return alreadyInCart()
      line.tariffId = change.tariffId
      return { removed: {} }
    case 'removeTariff':
      line.tariffId = null
      return { removed: { removed_tariff: held(catalog.tariffs, row.tariff_id) } }
    case 'removeDevice':
      line.deviceId = null
      return { removed: { removed_device: held(catalog.devices, row.device_id) } }
    case 'rentPeriod':
      line.rentPeriod = change.months
      return { removed: {} }
    case 'refill':
      line.refill = change.refill
      return { removed: {} }
  }
}
