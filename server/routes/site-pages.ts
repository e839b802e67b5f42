import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CART_PAGE_URL } from '../../shared/api/cart-rules'
import { COURIER_DELIVERY_TYPE, valueToText } from '../../shared/validation'
import { pricedLines } from '../cart/pricing'
import { parseExpand } from '../cart/read'
import { bodyValues } from '../forms/answers'
import { BODY_SCHEMA, paramsSchema, QUERY_SCHEMA, type WithParams } from '../http/request-schemas'
import { formatPhone } from '../../shared/format/phone'
import { DELIVERY_TYPES, PAYMENT_TYPES } from '../orders/constants'
import { deliveryWindow } from '../orders/delivery-window'
import { ORDER_FORM_FIELDS, flagLabels, isoDeliveryDate, orderFormContext, postedFlags, postedPhones } from '../orders/form-context'
import type { OrderErrors } from '../orders/validate'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'

/**
 * The checkout pages (templates/pages/site/): /order/ with its no-JavaScript form
 * post, and the order result. The blog's pages are in blog-pages.ts; sign-in, search, the
 * request forms and the tariff tools (tools.ts) have their own route files.
 *
 * /order/result/{id}/ shows an order only to the session that placed it (it holds the
 * client's name, phones and address); anyone else gets 404.
 */

/** What the order page's cart island asks GET /api/cart/ for (browser/stores/cart.ts, `expand`). */
const CART_PAGE_EXPAND = parseExpand('suitable_numbers,suitable_tariffs')

const text = (values: Readonly<Record<string, unknown>>, name: string) => valueToText(values[name]).trim()

export function registerSitePageRoutes(app: FastifyInstance, services: Services): void {
  const renderOrder = orderPageRenderer(services)
  app.get(CART_PAGE_URL, { schema: QUERY_SCHEMA }, async (request, reply) => renderOrder(request, reply))
  registerOrderFormPost(app, services, renderOrder)
  registerOrderResult(app, services)
}

/** What the order form draws besides its values and errors: every payment button, how many phone inputs, the boxes checked. */
interface OrderFormState {
  showAllPayments?: boolean
  phoneCount?: number
  flags?: string[]
}

type OrderPageRenderer = ReturnType<typeof orderPageRenderer>

/** The /order/ page: the session's cart and the checkout form with the visitor's values and errors. */
function orderPageRenderer({ pages, cart }: Services) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    values: Record<string, string> = {},
    errors: Record<string, string[]> = {},
    status = 200,
    form: OrderFormState = {},
  ) => {
    const session = request.session?.id ?? null
    // The cart's lines as the order-cart island first draws them: with their suitable lists.
    const current = cart.snapshot(session, requestOrigin(request), CART_PAGE_EXPAND)
    return pages(
      request,
      reply,
      'pages/site/order.html',
      {
        lines: current ? pricedLines(current.rows, current.items) : [],
        // The same cart as the island's props: what it draws until its own load is in.
        served_cart: current ? cart.cartOf(session, requestOrigin(request), CART_PAGE_EXPAND) : null,
        ...orderFormContext({ values, hasFreeDelivery: current?.totals.hasFreeDelivery ?? false, ...form }),
        errors,
        urls: { cart: '/api/cart/', orders: '/api/orders/' },
      },
      status,
    )
  }
}

// The no-JS checkout: a plain form post, validated by the orders service. Success goes to
// the result page (303); errors re-render the form with messages next to the fields.
// «Добавить телефон» and «Показать все» are submit buttons (`action`) that only re-render.
function registerOrderFormPost(app: FastifyInstance, { orders }: Services, renderOrder: OrderPageRenderer): void {
  app.post(CART_PAGE_URL, { schema: BODY_SCHEMA }, async (request, reply) => {
    const raw = bodyValues(request.body)
    const values = postedValues(raw)
    const phones = postedPhones(raw)
    // The form comes back with every box as posted; the order keeps only its delivery's flags.
    const everyFlag = postedFlags(raw['flags'], true)
    const checkedFlags = Object.keys(everyFlag).filter((name) => everyFlag[name])

    const action = text(raw, 'action')
    if (action === 'add_phone') return renderOrder(request, reply, values, {}, 200, { phoneCount: phones.length + 1, flags: checkedFlags })
    if (action === 'show_payments')
      return renderOrder(request, reply, values, {}, 200, { showAllPayments: true, phoneCount: phones.length, flags: checkedFlags })

    const result = orders.place(request.session?.id ?? null, orderBody(raw, values, phones), requestOrigin(request))
    if (result.status === 201) return reply.redirect(result.body.url, 303)
    return renderOrder(request, reply, values, formErrors(result.body), 400, { phoneCount: phones.length, flags: checkedFlags })
  })
}

/** The form's fields as posted, trimmed, with the field names of its first version read too. */
function postedValues(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of ORDER_FORM_FIELDS) values[name] = text(raw, name)
  // Field names of the form's first version (date in delivery_date_from, end time in
  // delivery_date_to), still accepted from pages rendered before it changed.
  values.delivery_date ||= text(raw, 'delivery_date_from')
  if (!values.delivery_time_to && /^\d{2}:\d{2}$/.test(text(raw, 'delivery_date_to'))) values.delivery_time_to = text(raw, 'delivery_date_to')
  if (raw['comment'] !== undefined) values[`comment_${values.delivery_type}`] ||= valueToText(raw['comment'])
  return values
}

/** The POST /api/orders/ body of a form post: the date and times as one window, the chosen delivery's comment and flags. */
function orderBody(raw: Readonly<Record<string, unknown>>, values: Record<string, string>, phones: string[]) {
  const date = isoDeliveryDate(values.delivery_date ?? '')
  const at = (time: string | undefined) => (date && time ? `${date} ${time}:00` : date)
  return {
    client_name: values.client_name,
    client_email: values.client_email,
    client_phones: phones,
    delivery_type: values.delivery_type,
    city: values.city,
    // The form asks for the city once; a page drawn before it did still posts delivery_city.
    delivery_city: values.delivery_city || (values.delivery_type === COURIER_DELIVERY_TYPE ? values.city : ''),
    delivery_address: values.delivery_address,
    delivery_date_from: at(values.delivery_time_from),
    delivery_date_to: at(values.delivery_time_to),
    // Each delivery type has its own comment field; the chosen type's one is the comment.
    comment: valueToText(raw[`comment_${values.delivery_type}`] ?? raw['comment']),
    payment_type: values.payment_type,
    subscribe: values.subscribe === 'on' || values.subscribe === '1',
    discount_card: values.discount_card,
    flags: postedFlags(raw['flags'], values.delivery_type === COURIER_DELIVERY_TYPE),
  }
}

/** The form field showing an API field's errors: both ends of the window are the one date field (spec §8), the courier's city the one city. */
const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  delivery_date_from: 'delivery_date',
  delivery_date_to: 'delivery_date',
  delivery_city: 'city',
}

/** The API's errors as the form's fields show them: a phone's under its own input, the window's under the date. */
function formErrors(apiErrors: OrderErrors): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, found: string[]) => {
    errors[field] = [...new Set([...(errors[field] ?? []), ...found])]
  }
  for (const [field, found] of Object.entries(apiErrors)) {
    if (field === 'client_phones') {
      found.forEach((messages, index) => {
        if (Array.isArray(messages)) add(`client_phones_${index + 1}`, messages)
      })
    } else {
      const messages = found.filter((m): m is string => typeof m === 'string')
      add(FORM_FIELD_OF[field] ?? field, messages)
    }
  }
  return errors
}

// Not a demo page: only the session that placed an order reaches it (e2e/checkout-journey.spec.ts).
function registerOrderResult(app: FastifyInstance, { pages, orders }: Services): void {
  app.get<WithParams<'id'>>(
    '/order/result/:id/',
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('id') } },
    async (request, reply) => {
      const raw = request.params.id
      if (!/^\d{1,15}$/.test(raw)) return reply.callNotFound()
      const id = Number(raw)
      const session = request.session?.id ?? null
      const order = orders.get(session, id)
      const lines = orders.lines(session, id)
      if (!order || !lines) return reply.callNotFound()
      return pages(request, reply, 'pages/site/order-result.html', {
        order,
        delivery_label: DELIVERY_TYPES.find((d) => d.value === order.delivery_type)?.label ?? order.delivery_type,
        payment_label: (PAYMENT_TYPES as Record<string, string>)[order.payment_type] ?? order.payment_type,
        flag_labels: flagLabels(order.flags),
        lines,
        // A number is registered to its buyer's passport: the page says to bring it.
        has_number: lines.some((line) => line.item.number),
        // «Что дальше» (templates/shared/order-next-steps.html): whom the manager calls, where or when the order comes.
        call_phone: formatPhone(order.client_phones[0] ?? ''),
        is_pickup: order.delivery_type !== COURIER_DELIVERY_TYPE,
        delivery_window: deliveryWindow(order.delivery_date_from, order.delivery_date_to),
      })
    },
  )
}
