import { rub } from '../money'
import { listOf, SqlFilter, type FieldErrors } from './query-values'

/**
 * Query filters of the devices catalogue, turned into SQL over `devices d`.
 * Archived devices are never listed.
 *
 * manufacturer  manufacturer names, any case ('xiaomi,Samsung')
 * device_type   device type names ('Смартфон', 'Модем' …)
 * price_min     price_max: current price, whole roubles, spaces allowed
 * discount      true: only discounted devices (current price below the price)
 * tag           tag ids (any of them)
 * ordering      price | -price | name | -discount (default: catalogue order, by id)
 */
export interface DeviceQuery {
  where: string[]
  params: (string | number)[]
  orderBy: string
}

const DEVICE_ORDERINGS: Record<string, string> = {
  price: 'd.current_price, d.id',
  '-price': 'd.current_price DESC, d.id',
  name: 'd.name, d.id',
  // The same rounded percentage the API shows as `discount`.
  '-discount': 'CASE WHEN d.price > 0 THEN round((d.price - d.current_price) * 100.0 / d.price) ELSE 0 END DESC, d.id',
}

export function parseDeviceQuery(query: Record<string, unknown>): { query: DeviceQuery } | { errors: FieldErrors } {
  const filter = new SqlFilter()
  filter.add('d.archive = 0')
  const manufacturers = listOf(query.manufacturer)
  if (manufacturers.length) {
    filter.add('lower(d.manufacturer) IN (SELECT lower(value) FROM json_each(?))', JSON.stringify(manufacturers))
  }
  const types = listOf(query.device_type)
  if (types.length) filter.add('d.device_type IN (SELECT value FROM json_each(?))', JSON.stringify(types))
  filter.bound(query, 'price_min', 'd.current_price', '>=', rub(1))
  filter.bound(query, 'price_max', 'd.current_price', '<=', rub(1))
  filter.flag(query, 'discount', 'd.current_price < d.price')
  filter.tags(query, 'd.id', 'device_tags', 'device_id')
  const orderBy = filter.ordering(query, DEVICE_ORDERINGS, 'd.id')
  if (!filter.ok) return { errors: filter.errors }
  return { query: { where: filter.where, params: filter.params, orderBy } }
}
