import type { CartExpand, CartItem } from '../../shared/api/types'
import type { CatalogRepository } from '../catalog/repository'
import type { CartItemRow, createCartStore } from './store'

/** How many suitable numbers or tariffs `expand` puts on a line (the first page). */
const SUITABLE_PAGE_SIZE = 5

/** Cart rows → the cart items of spec §3 and §7, with the catalogue's entities and, when asked, the suitable lists. */
export function createCartItemSerializer(catalog: CatalogRepository, store: ReturnType<typeof createCartStore>) {
  // One more than a page, to tell whether a next page exists.
  const limit = SUITABLE_PAGE_SIZE + 1

  function firstPage<T>(ids: number[], byIds: (ids: number[]) => Map<number, T>): { list: T[]; hasNext: boolean } {
    const page = ids.slice(0, SUITABLE_PAGE_SIZE)
    const found = byIds(page)
    return { list: page.flatMap((id) => found.get(id) ?? []), hasNext: ids.length > SUITABLE_PAGE_SIZE }
  }

  return function serializeItems(rows: readonly CartItemRow[], hostUrl: string, expand: ReadonlySet<CartExpand> = new Set()): CartItem[] {
    const ids = (key: 'number_id' | 'tariff_id' | 'device_id') => rows.flatMap((row) => (row[key] === null ? [] : [row[key]]))
    const numbers = catalog.numbers.byIds(ids('number_id'), hostUrl)
    const tariffs = catalog.tariffs.byIds(ids('tariff_id'), hostUrl)
    const devices = catalog.devices.byIds(ids('device_id'), hostUrl)
    const inCart = ids('number_id')
    return rows.map((row) => {
      const number = row.number_id === null ? null : (numbers.get(row.number_id) ?? null)
      const tariff = row.tariff_id === null ? null : (tariffs.get(row.tariff_id) ?? null)
      const item: CartItem = {
        id: row.id,
        subdomain: row.subdomain_id,
        tariff,
        number,
        sim_type: row.sim_type_id === null ? null : { id: row.sim_type_id, display_name: row.sim_type_name ?? '' },
        device: row.device_id === null ? null : (devices.get(row.device_id) ?? null),
        rent_period: row.rent_period,
        refill: row.refill === 1,
        suitable_tariffs: [],
        suitable_numbers: [],
        tariffs_has_next: false,
        numbers_has_next: false,
      }
      // A number's tariffs are its provider's; a device's, those with internet.
      if ((number || item.device) && expand.has('suitable_tariffs')) {
        const ids = number ? store.providerTariffIds(number.provider, limit) : store.internetTariffIds(limit)
        const page = firstPage(ids, (some) => catalog.tariffs.byIds(some, hostUrl))
        item.suitable_tariffs = page.list
        item.tariffs_has_next = page.hasNext
      }
      if (tariff && expand.has('suitable_numbers')) {
        const ids = store.providerNumberIds(tariff.provider, inCart, limit)
        const page = firstPage(ids, (some) => catalog.numbers.byIds(some, hostUrl))
        item.suitable_numbers = page.list
        item.numbers_has_next = page.hasNext
      }
      return item
    })
  }
}
