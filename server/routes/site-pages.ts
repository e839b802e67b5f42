import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { CartItem } from '../../shared/api/types'
import { valueToText } from '../../shared/validation'
import { createContentRepository, type PostKind, type PostRow } from '../content/repository'
import { bodyValues } from '../forms/answers'
import { DELIVERY_TYPES, PAYMENT_TYPES } from '../orders/constants'
import { ORDER_FORM_FIELDS, flagLabels, isoDeliveryDate, orderFormContext, postedFlags, postedPhones } from '../orders/form-context'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'

/**
 * Server-rendered site pages (templates-fixtures/pages/site/): checkout and order result and
 * the blog post pages (their lists are in blog-pages.ts); sign-in, search, the request-form
 * pages and the tariff tools (tools.ts) have their own route files. Every list shows its first
 * page in the HTML (?page=N for the others), so a visitor without JavaScript sees it; islands enhance the same markup later.
 *
 * /order/result/{id}/ shows an order only to the session that placed it (it holds the
 * client's name, phones and address); anyone else gets 404.
 */

const POST_LISTS: Record<PostKind, { path: string; title: string; template: string; detail: string }> = {
  news: { path: '/news/', title: 'Новости', template: 'pages/site/post-list.html', detail: 'pages/site/post-detail.html' },
  article: { path: '/articles/', title: 'Статьи', template: 'pages/site/post-list.html', detail: 'pages/site/post-detail.html' },
  stock: { path: '/stocks/', title: 'Акции', template: 'pages/site/post-list.html', detail: 'pages/site/post-detail.html' },
}

const text = (values: Readonly<Record<string, unknown>>, name: string) => valueToText(values[name]).trim()

/** The price of one cart line as the cart shows it (decimal string). */
function itemPrice(item: CartItem): number {
  let total = 0
  if (item.number) {
    total += item.rent_period !== null ? Number(item.number.rent_price) * item.rent_period : Number(item.number.site_price)
  }
  if (item.tariff) total += Number(item.tariff.current_price)
  if (item.device) total += Number(item.device.current_price)
  return total
}

export function registerSitePageRoutes(app: FastifyInstance, { db, pages, orders, cart }: Services): void {
  const content = createContentRepository(db)
  const postBySlug = db.prepare('SELECT * FROM posts WHERE kind = ? AND slug = ?')

  const notFound = (reply: FastifyReply) => reply.callNotFound()

  // ---- Checkout -----------------------------------------------------------------------

  const renderOrder = (
    request: FastifyRequest,
    reply: FastifyReply,
    values: Record<string, string> = {},
    errors: Record<string, string[]> = {},
    status = 200,
    form: { showAllPayments?: boolean; phoneCount?: number; flags?: string[] } = {},
  ) => {
    const current = cart.cartOf(request.session?.id ?? null, requestOrigin(request))
    return pages(request, reply, 'pages/site/order.html', {
      lines: current.items.map((item) => ({ item, price: itemPrice(item).toFixed(2) })),
      ...orderFormContext({ values, hasFreeDelivery: current.has_free_delivery, ...form }),
      errors,
      urls: { cart: '/api/cart/', orders: '/api/orders/' },
    }, status)
  }

  app.get('/order/', async (request, reply) => renderOrder(request, reply))

  // The no-JS checkout: a plain form post, validated by the orders service. Success goes to
  // the result page (303); errors re-render the form with messages next to the fields.
  // «Добавить телефон» and «Показать все» are submit buttons (`action`) that only re-render.
  app.post('/order/', async (request, reply) => {
    const raw = bodyValues(request.body)
    const values: Record<string, string> = {}
    for (const name of ORDER_FORM_FIELDS) values[name] = text(raw, name)
    // Field names of the form's first version (date in delivery_date_from, end time in
    // delivery_date_to), still accepted from pages rendered before it changed.
    values.delivery_date ||= text(raw, 'delivery_date_from')
    if (!values.delivery_time_to && /^\d{2}:\d{2}$/.test(text(raw, 'delivery_date_to'))) values.delivery_time_to = text(raw, 'delivery_date_to')
    if (raw['comment'] !== undefined) values[`comment_${values.delivery_type}`] ||= valueToText(raw['comment'])
    const phones = postedPhones(raw)
    const flags = postedFlags(raw['flags'])
    const checkedFlags = Object.keys(flags).filter((name) => flags[name])

    const action = text(raw, 'action')
    if (action === 'add_phone') return renderOrder(request, reply, values, {}, 200, { phoneCount: phones.length + 1, flags: checkedFlags })
    if (action === 'show_payments') return renderOrder(request, reply, values, {}, 200, { showAllPayments: true, phoneCount: phones.length, flags: checkedFlags })

    const date = isoDeliveryDate(values.delivery_date ?? '')
    const at = (time: string | undefined) => (date && time ? `${date} ${time}:00` : date)
    const body = {
      client_name: values.client_name,
      client_email: values.client_email,
      client_phones: phones,
      delivery_type: values.delivery_type,
      city: values.city,
      delivery_city: values.delivery_city,
      delivery_address: values.delivery_address,
      delivery_date_from: at(values.delivery_time_from),
      delivery_date_to: at(values.delivery_time_to),
      // Each delivery type has its own comment field; the chosen type's one is the comment.
      comment: valueToText(raw[`comment_${values.delivery_type}`] ?? raw['comment']),
      payment_type: values.payment_type,
      subscribe: values.subscribe === 'on' || values.subscribe === '1',
      discount_card: values.discount_card,
      flags,
    }
    const result = orders.place(request.session?.id ?? null, body, requestOrigin(request))
    if (result.status === 201) return reply.redirect(result.body.url, 303)
    const errors: Record<string, string[]> = {}
    const add = (field: string, found: string[]) => { errors[field] = [...new Set([...(errors[field] ?? []), ...found])] }
    for (const [field, found] of Object.entries(result.body)) {
      if (field === 'client_phones') {
        found.forEach((messages, index) => {
          if (Array.isArray(messages)) add(`client_phones_${index + 1}`, messages)
        })
      } else {
        const messages = found.filter((m): m is string => typeof m === 'string')
        // Both ends of the window are one date field on the form (spec §8).
        add(field === 'delivery_date_from' || field === 'delivery_date_to' ? 'delivery_date' : field, messages)
      }
    }
    return renderOrder(request, reply, values, errors, 400, { phoneCount: phones.length, flags: checkedFlags })
  })

  app.get('/order/result/:id/', async (request, reply) => {
    const raw = (request.params as { id?: string }).id ?? ''
    if (!/^\d{1,15}$/.test(raw)) return notFound(reply)
    const id = Number(raw)
    const order = request.session ? orders.get(request.session.id, id) : null
    if (!order) return notFound(reply)
    return pages(request, reply, 'pages/site/order-result.html', {
      order,
      delivery_label: DELIVERY_TYPES.find((d) => d.value === order.delivery_type)?.label ?? order.delivery_type,
      payment_label: (PAYMENT_TYPES as Record<string, string>)[order.payment_type] ?? order.payment_type,
      flag_labels: flagLabels(order.flags),
      lines: order.items.map((item) => ({ item, price: itemPrice(item).toFixed(2) })),
    })
  })

  // ---- Blog post pages (the lists are in blog-pages.ts) -----------------------------------

  const serializePosts = (kind: PostKind, rows: PostRow[]) =>
    kind === 'article' ? content.serializeArticles(rows) : kind === 'stock' ? content.serializeStocks(rows) : content.serializeNews(rows)

  for (const kind of ['news', 'article', 'stock'] as const) {
    const list = POST_LISTS[kind]
    app.get(`${list.path}:slug/`, async (request, reply) => {
      const { slug } = request.params as { slug: string }
      const row = postBySlug.get(kind, slug) as PostRow | undefined
      if (!row) return notFound(reply)
      const [post] = serializePosts(kind, [row])
      return pages(request, reply, list.detail, { kind, title: list.title, list_path: list.path, post })
    })
  }

}
