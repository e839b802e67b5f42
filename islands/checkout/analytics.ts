import type { CartItem, OrderResponse } from '../../shared/api/types'
import { linePrices } from '../../browser/stores/cart-lines'
import { SECTION_TITLES } from '../../shared/api/messages'

/** One product of the ecommerce `checkout` event. */
interface CheckoutProduct {
  id: string
  name: string
  price: number
  category: string
  quantity: 1
}

declare global {
  interface Window {
    /** The analytics data layer (Google Tag Manager reads it); created if missing. */
    dataLayer?: unknown[]
  }
}

/**
 * Pushes the placed order to the analytics data layer (spec §4, §9: currency RUB):
 * `{event: 'checkout', ecommerce: {currencyCode: 'RUB', checkout: {products}}}`, a product
 * for each number, tariff and device of the response's items.
 */
export function pushCheckout(items: OrderResponse['items']): void {
  const products = (items as CartItem[]).flatMap(productsOf)
  window.dataLayer ??= []
  window.dataLayer.push({ event: 'checkout', ecommerce: { currencyCode: 'RUB', checkout: { products } } })
}

function productsOf(item: CartItem | null | undefined): CheckoutProduct[] {
  if (!item || typeof item !== 'object') return []
  const products: CheckoutProduct[] = []
  const { number, tariff, device } = item
  if (number) {
    products.push(product(number.prefixed_id, number.id, number.number, linePrices(item).number, number.main_catalog_title || SECTION_TITLES.numbers))
  }
  if (tariff)
    products.push(
      product(tariff.prefixed_id, tariff.id, tariff.name, Number(tariff.current_price), tariff.main_catalog_title || SECTION_TITLES.tariffs),
    )
  if (device)
    products.push(
      product(device.prefixed_id, device.id, device.name, Number(device.current_price), device.device_type_name || SECTION_TITLES.devices),
    )
  return products
}

function product(prefixed: string | undefined, id: number, name: string, price: number, category: string): CheckoutProduct {
  return { id: prefixed || String(id), name, price: Number.isFinite(price) ? price : 0, category, quantity: 1 }
}
