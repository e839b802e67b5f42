import { TARIFFS_WITH_INTERNET } from '../catalog/tariffs-catalog'
import type { Db } from '../db/open'

/** A cart line with what pricing needs from its number, tariff and device (kopecks). */
export interface CartItemRow {
  id: number
  number_id: number | null
  tariff_id: number | null
  device_id: number | null
  sim_type_id: number | null
  sim_type_name: string | null
  subdomain_id: number | null
  rent_period: number | null
  refill: number
  number_site_price: number | null
  number_rent_price: number | null
  number_advance_price: number | null
  number_refill_allowed: number | null
  tariff_price: number | null
  tariff_advance_payment: number | null
  tariff_show_advance: number | null
  device_price: number | null
}

/** What a line holds, as PUT /api/cart/items/{id}/ rewrites it. */
export interface LineContent {
  numberId: number | null
  tariffId: number | null
  deviceId: number | null
  simTypeId: number | null
  subdomainId: number | null
  rentPeriod: number | null
  refill: boolean
}

/** A line as POST /api/cart/items/ adds it: never refilled yet, with the number's provider mask. */
export interface NewCartItem extends Omit<LineContent, 'refill'> {
  providerMaskFilter: string | null
}

/** SQL of carts and cart items, and the ids of a line's suitable lists; no rules here (see read.ts, add.ts, change.ts, remove.ts, cart-promocode.ts). */
export function createCartStore(db: Db, now: () => number = Date.now) {
  return { ...createCartRows(db, now), ...createLineReads(db), ...createLineWrites(db), ...createSuitableIds(db) }
}

/** The carts table: a session's cart, and the promocode it holds. */
function createCartRows(db: Db, now: () => number) {
  const findCart = db.prepare('SELECT id FROM carts WHERE session_id = ?')
  const insertCart = db.prepare('INSERT INTO carts (session_id, created_at) VALUES (?, ?)')
  const selectPromocode = db.prepare('SELECT promocode_id FROM carts WHERE id = ?')
  const updatePromocode = db.prepare('UPDATE carts SET promocode_id = ? WHERE id = ?')
  return {
    cartIdOf: (sessionId: string): number | null => (findCart.get(sessionId) as { id: number } | undefined)?.id ?? null,
    createCart: (sessionId: string): number => Number(insertCart.run(sessionId, now()).lastInsertRowid),
    promocodeIdOf: (cartId: number): number | null =>
      (selectPromocode.get(cartId) as { promocode_id: number | null } | undefined)?.promocode_id ?? null,
    setPromocode: (cartId: number, promocodeId: number | null): void => {
      updatePromocode.run(promocodeId, cartId)
    },
  }
}

/** A cart's lines with what pricing needs, how many there are, and whether one already holds a number, tariff or device. */
function createLineReads(db: Db) {
  const selectItems = db.prepare(`
    SELECT ci.id, ci.number_id, ci.tariff_id, ci.device_id, ci.sim_type_id,
      st.display_name AS sim_type_name, ci.subdomain_id, ci.rent_period, ci.refill,
      n.site_price AS number_site_price, n.rent_price AS number_rent_price,
      n.advance_price AS number_advance_price, n.is_refill_allowed AS number_refill_allowed,
      t.current_price AS tariff_price, t.advance_payment AS tariff_advance_payment,
      t.show_advance_payment AS tariff_show_advance, d.current_price AS device_price
    FROM cart_items ci
    LEFT JOIN sim_types st ON st.id = ci.sim_type_id
    LEFT JOIN numbers n ON n.id = ci.number_id
    LEFT JOIN tariffs t ON t.id = ci.tariff_id
    LEFT JOIN devices d ON d.id = ci.device_id
    WHERE ci.cart_id = ? AND (? IS NULL OR ci.id = ?)
    ORDER BY ci.position, ci.id`)
  const countItems = db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?')
  const holds = db.prepare(`
    SELECT 1 FROM cart_items WHERE cart_id = @cart
      AND ((@number IS NOT NULL AND number_id = @number)
        OR (@tariff IS NOT NULL AND tariff_id = @tariff)
        OR (@device IS NOT NULL AND device_id = @device))
    LIMIT 1`)
  const holdsElsewhere = db.prepare(`
    SELECT 1 FROM cart_items WHERE cart_id = @cart AND id <> @id
      AND ((@number IS NOT NULL AND number_id = @number) OR (@tariff IS NOT NULL AND tariff_id = @tariff))
    LIMIT 1`)
  return {
    items: (cartId: number): CartItemRow[] => selectItems.all(cartId, null, null) as CartItemRow[],
    item: (cartId: number, itemId: number): CartItemRow | null => (selectItems.get(cartId, itemId, itemId) as CartItemRow | undefined) ?? null,
    count: (cartId: number): number => (countItems.get(cartId) as { n: number }).n,
    /** Whether any line already holds this number, tariff or device. */
    holdsAny: (cartId: number, item: NewCartItem): boolean =>
      holds.get({ cart: cartId, number: item.numberId, tariff: item.tariffId, device: item.deviceId }) !== undefined,
    /** Whether another line of the cart already holds this number or tariff. */
    holdsElsewhere: (cartId: number, itemId: number, numberId: number | null, tariffId: number | null): boolean =>
      holdsElsewhere.get({ cart: cartId, id: itemId, number: numberId, tariff: tariffId }) !== undefined,
  }
}

/** Adding, rewriting and deleting a cart's lines. */
function createLineWrites(db: Db) {
  const insertItem = db.prepare(`
    INSERT INTO cart_items (cart_id, number_id, tariff_id, device_id, sim_type_id, subdomain_id,
      rent_period, provider_mask_filter, position)
    VALUES (@cart, @number, @tariff, @device, @simType, @subdomain, @rentPeriod, @mask,
      (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE cart_id = @cart))`)
  const updateItem = db.prepare(`
    UPDATE cart_items SET number_id = @number, tariff_id = @tariff, device_id = @device,
      sim_type_id = @simType, subdomain_id = @subdomain, rent_period = @rentPeriod, refill = @refill
    WHERE id = @id AND cart_id = @cart`)
  const deleteItem = db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND id = ?')
  const deleteItems = db.prepare('DELETE FROM cart_items WHERE cart_id = ?')
  // The named parameters of what a line holds, shared by the insert and the update.
  const lineParams = (cartId: number, item: Omit<LineContent, 'refill'>) => ({
    cart: cartId,
    number: item.numberId,
    tariff: item.tariffId,
    device: item.deviceId,
    simType: item.simTypeId,
    subdomain: item.subdomainId,
    rentPeriod: item.rentPeriod,
  })
  return {
    add: (cartId: number, item: NewCartItem): number =>
      Number(insertItem.run({ ...lineParams(cartId, item), mask: item.providerMaskFilter }).lastInsertRowid),
    /** Writes a line's number, tariff, device, SIM type, subdomain, rent period and refill. */
    update: (cartId: number, itemId: number, content: LineContent): void => {
      updateItem.run({ id: itemId, ...lineParams(cartId, content), refill: content.refill ? 1 : 0 })
    },
    /** Deletes one line; false when the cart has no such line. */
    remove: (cartId: number, itemId: number): boolean => deleteItem.run(cartId, itemId).changes > 0,
    clear: (cartId: number): void => {
      deleteItems.run(cartId)
    },
  }
}

/** The suitable lists `expand` puts on a line, first page (their API's default order is by id too). */
function createSuitableIds(db: Db) {
  const providerTariffIds = db.prepare('SELECT id FROM tariffs WHERE provider_id = ? AND archive = 0 ORDER BY id LIMIT ?')
  const internetTariffIds = db.prepare(`SELECT t.id FROM tariffs t
    WHERE t.archive = 0 AND ${TARIFFS_WITH_INTERNET.where.join(' AND ')} ORDER BY t.id LIMIT ?`)
  const providerNumberIds = db.prepare(`SELECT id FROM numbers
    WHERE provider_id = ? AND archive = 0 AND id NOT IN (SELECT value FROM json_each(?))
    ORDER BY id LIMIT ?`)
  const ids = (rows: unknown[]): number[] => (rows as { id: number }[]).map((row) => row.id)
  return {
    /** Ids of a provider's tariffs on sale, by id: a number line's suitable tariffs. */
    providerTariffIds: (providerId: number, limit: number): number[] => ids(providerTariffIds.all(providerId, limit)),
    /** Ids of the tariffs with internet on sale, by id (GET /api/device-suitable-tariffs/{id}/): a device line's. */
    internetTariffIds: (limit: number): number[] => ids(internetTariffIds.all(limit)),
    /** Ids of a provider's numbers on sale and not in `excludedIds`, by id: a tariff line's suitable numbers. */
    providerNumberIds: (providerId: number, excludedIds: readonly number[], limit: number): number[] =>
      ids(providerNumberIds.all(providerId, JSON.stringify(excludedIds), limit)),
  }
}

/** What adding or changing a line checks of the catalogue: whether an entity exists and is on sale. */
export interface CartLookups {
  number(id: number): { archive: boolean; rentPrice: number; subdomainId: number | null } | null
  tariff(id: number): { archive: boolean } | null
  device(id: number): { archive: boolean } | null
  simTypeExists(id: number): boolean
}

export function createCartLookups(db: Db): CartLookups {
  const number = db.prepare('SELECT archive, rent_price, subdomain_id FROM numbers WHERE id = ?')
  const tariff = db.prepare('SELECT archive FROM tariffs WHERE id = ?')
  const device = db.prepare('SELECT archive FROM devices WHERE id = ?')
  const simType = db.prepare('SELECT 1 FROM sim_types WHERE id = ?')
  return {
    number(id) {
      const row = number.get(id) as { archive: number; rent_price: number; subdomain_id: number | null } | undefined
      return row ? { archive: row.archive === 1, rentPrice: row.rent_price, subdomainId: row.subdomain_id } : null
    },
    tariff(id) {
      const row = tariff.get(id) as { archive: number } | undefined
      return row ? { archive: row.archive === 1 } : null
    },
    device(id) {
      const row = device.get(id) as { archive: number } | undefined
      return row ? { archive: row.archive === 1 } : null
    },
    simTypeExists: (id) => simType.get(id) !== undefined,
  }
}
