import type { CartItem, Decimal, OrderResponse } from '../../shared/api/types'
import { rowPrice } from '../cart/pricing'
import type { CartService } from '../cart/service'
import type { Db } from '../db/open'
import { toDecimal } from '../money'
import { COURIER_DELIVERY_PRICE, orderResultUrl } from './constants'
import { ORDER_MESSAGES } from './messages'
import { validateOrder, type OrderErrors, type OrderInput } from './validate'

interface OrderServiceOptions {
  db: Db
  cart: CartService
  now?: () => number
}

export type OrderService = ReturnType<typeof createOrderService>

type PlaceOrderResult = { status: 400; body: OrderErrors } | { status: 201; body: OrderResponse; orderId: number }

/** An order as the orders table keeps it (prices in kopecks, lists and flags as JSON). */
interface OrderRow {
  id: number
  client_name: string
  client_email: string
  client_phones: string
  delivery_type: string
  city: string
  delivery_city: string | null
  delivery_address: string | null
  delivery_date_from: string | null
  delivery_date_to: string | null
  comment: string
  flags: string
  payment_type: string
  subscribe: number
  discount_card: string | null
  promocode: string | null
  items_price: number
  promocode_discount: number
  delivery_price: number
  total_price: number
  advance_payment: number
  created: number
}

/** The columns GET /api/orders/{id}/ turns from their stored form into the API's. */
type ConvertedColumns =
  'client_phones' | 'flags' | 'subscribe' | 'items_price' | 'promocode_discount' | 'delivery_price' | 'total_price' | 'advance_payment' | 'created'

/** GET /api/orders/{id}/: a placed order as its own session may read it back. */
interface OrderDetails extends Omit<OrderRow, ConvertedColumns> {
  url: string
  items: CartItem[]
  client_phones: string[]
  flags: Record<string, boolean>
  subscribe: boolean
  items_price: Decimal
  promocode_discount: Decimal
  delivery_price: Decimal
  total_price: Decimal
  advance_payment: Decimal
  /** ISO 8601, UTC. */
  created: string
}

/** A line of a placed order: the item as it was ordered and what it cost then. */
interface OrderLine {
  item: CartItem
  price: Decimal
}

/**
 * Checkout (POST /api/orders/): validates the request, turns the session's cart into an
 * order with its lines (prices as they are now) and empties the cart, in one transaction.
 */
export function createOrderService({ db, cart, now = Date.now }: OrderServiceOptions) {
  const place = db.transaction(createOrderWriter(db, cart, now))
  const { orderOf, linesOf } = createOrderReader(db)
  return {
    /** Field errors first; only a valid request is checked against the cart (empty cart). */
    place(sessionId: string | null, body: unknown, hostUrl: string): PlaceOrderResult {
      const validated = validateOrder(body, now())
      if (!validated.ok) return { status: 400, body: validated.errors }
      return place(sessionId, validated.value, hostUrl)
    },
    /** The order if this session placed it; null otherwise (another visitor's order is a 404). */
    get(sessionId: string | null, orderId: number): OrderDetails | null {
      const row = orderOf(sessionId, orderId)
      return row ? orderDetails(row, linesOf(orderId)) : null
    },
    /** The order's lines with the price each was ordered at (the result page); null as `get`. */
    lines(sessionId: string | null, orderId: number): OrderLine[] | null {
      return orderOf(sessionId, orderId) ? linesOf(orderId) : null
    },
  }
}

/** The session's cart as a new order with its lines, the cart emptied (call inside one transaction); 400 for an empty cart. */
function createOrderWriter(db: Db, cart: CartService, now: () => number) {
  const insertOrder = db.prepare(`
    INSERT INTO orders (session_id, client_name, client_email, client_phones, delivery_type, city,
      delivery_city, delivery_address, delivery_date_from, delivery_date_to, comment, flags,
      payment_type, subscribe, discount_card, promocode, items_price, promocode_discount,
      delivery_price, total_price, advance_payment, created)
    VALUES (@session, @name, @email, @phones, @deliveryType, @city, @deliveryCity, @deliveryAddress,
      @dateFrom, @dateTo, @comment, @flags, @paymentType, @subscribe, @discountCard, @promocode,
      @itemsPrice, @discount, @deliveryPrice, @total, @advance, @created)`)
  const insertItem = db.prepare(`
    INSERT INTO order_items (order_id, number_id, tariff_id, device_id, sim_type_id, subdomain_id,
      rent_period, refill, number_price, tariff_price, device_price, price, snapshot, position)
    VALUES (@order, @number, @tariff, @device, @simType, @subdomain, @rentPeriod, @refill,
      @numberPrice, @tariffPrice, @devicePrice, @price, @snapshot, @position)`)

  return (sessionId: string | null, input: OrderInput, hostUrl: string): PlaceOrderResult => {
    const snapshot = cart.snapshot(sessionId, hostUrl)
    if (!snapshot || snapshot.rows.length === 0) {
      return { status: 400, body: { non_field_errors: [ORDER_MESSAGES.emptyCart] } }
    }
    const orderId = Number(insertOrder.run(orderValues(sessionId, input, snapshot, now())).lastInsertRowid)
    snapshot.rows.forEach((row, index) => insertItem.run(orderItemValues(orderId, row, snapshot.items[index], index)))
    cart.emptyAfterOrder(snapshot.cartId)
    return { status: 201, body: { items: snapshot.items, url: orderResultUrl(orderId) }, orderId }
  }
}

/** The cart as checkout reads it (CartService's snapshot). */
type CartSnapshot = NonNullable<ReturnType<CartService['snapshot']>>

/** The orders row of a request and the cart's totals: courier delivery costs unless the cart has free delivery. */
function orderValues(sessionId: string | null, input: OrderInput, { totals, discount, promocode }: CartSnapshot, created: number) {
  const deliveryPrice = input.courier && !totals.hasFreeDelivery ? COURIER_DELIVERY_PRICE : 0
  return {
    session: sessionId,
    name: input.clientName,
    email: input.clientEmail,
    phones: JSON.stringify(input.clientPhones),
    deliveryType: input.deliveryType,
    city: input.city,
    deliveryCity: input.courier?.city ?? null,
    deliveryAddress: input.courier?.address ?? null,
    dateFrom: input.courier?.dateFrom ?? null,
    dateTo: input.courier?.dateTo ?? null,
    comment: input.comment,
    flags: JSON.stringify(input.flags),
    paymentType: input.paymentType,
    subscribe: input.subscribe ? 1 : 0,
    discountCard: input.discountCard,
    promocode: promocode?.code ?? null,
    itemsPrice: totals.total,
    discount,
    deliveryPrice,
    total: totals.total - discount + deliveryPrice,
    advance: totals.advancePayment,
    created,
  }
}

/** The order_items row of a cart line: what it holds, its prices now and the item as the API showed it. */
function orderItemValues(orderId: number, row: CartSnapshot['rows'][number], item: CartItem | undefined, index: number) {
  const price = rowPrice(row)
  return {
    order: orderId,
    number: row.number_id,
    tariff: row.tariff_id,
    device: row.device_id,
    simType: row.sim_type_id,
    subdomain: row.subdomain_id,
    rentPeriod: row.rent_period,
    refill: row.refill,
    numberPrice: price.number,
    tariffPrice: price.tariff,
    devicePrice: price.device,
    price: price.total,
    snapshot: JSON.stringify(item ?? null),
    position: index + 1,
  }
}

/** A placed order's row and lines, read back only by the session that placed it. */
function createOrderReader(db: Db) {
  const selectOrder = db.prepare('SELECT * FROM orders WHERE id = ? AND session_id = ?')
  const selectLines = db.prepare('SELECT snapshot, price FROM order_items WHERE order_id = ? ORDER BY position')
  return {
    /** The order's row if this session placed it. */
    orderOf: (sessionId: string | null, orderId: number): OrderRow | null =>
      sessionId === null ? null : ((selectOrder.get(orderId, sessionId) as OrderRow | undefined) ?? null),
    linesOf: (orderId: number): OrderLine[] =>
      (selectLines.all(orderId) as { snapshot: string; price: number }[]).map((line) => ({
        item: JSON.parse(line.snapshot) as CartItem,
        price: toDecimal(line.price),
      })),
  }
}

/** GET /api/orders/{id}/: the stored row in the API's shape, with the items as they were ordered. */
function orderDetails(row: OrderRow, lines: readonly OrderLine[]): OrderDetails {
  return {
    id: row.id,
    url: orderResultUrl(row.id),
    items: lines.map((line) => line.item),
    client_name: row.client_name,
    client_email: row.client_email,
    client_phones: JSON.parse(row.client_phones) as string[],
    delivery_type: row.delivery_type,
    city: row.city,
    delivery_city: row.delivery_city,
    delivery_address: row.delivery_address,
    delivery_date_from: row.delivery_date_from,
    delivery_date_to: row.delivery_date_to,
    comment: row.comment,
    flags: JSON.parse(row.flags) as Record<string, boolean>,
    payment_type: row.payment_type,
    subscribe: row.subscribe === 1,
    discount_card: row.discount_card,
    promocode: row.promocode,
    items_price: toDecimal(row.items_price),
    promocode_discount: toDecimal(row.promocode_discount),
    delivery_price: toDecimal(row.delivery_price),
    total_price: toDecimal(row.total_price),
    advance_payment: toDecimal(row.advance_payment),
    created: new Date(row.created).toISOString(),
  }
}
