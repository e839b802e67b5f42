import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { CartItem } from '../../shared/api/types'
import { valueToText } from '../../shared/validation'
import { createContentRepository, type PostKind, type PostRow } from '../content/repository'
import { searchKey } from '../content/format'
import { createSearch, SEARCH_GROUP_SIZE, SEARCH_MIN_LENGTH } from '../content/search'
import { firstText as queryText } from '../catalog/query-values'
import { bodyValues } from '../forms/answers'
import { FORM_KINDS } from '../forms/kinds'
import { DELIVERY_TYPES, PAYMENT_TYPES } from '../orders/constants'
import { ORDER_FORM_FIELDS, isoDeliveryDate, orderFormContext, postedPhones } from '../orders/form-context'
import type { Services } from '../services'
import { searchResultOf, type SearchResult } from '../../shared/ui/cards/search-result'
import { requestOrigin } from './request-origin'

/**
 * Server-rendered site pages (templates-fixtures/pages/site/): checkout and order result,
 * sign-in, search, the blog post pages (their lists are in blog-pages.ts) and the
 * request-form pages (the tariff tools and coverage are in tools.ts). Every list shows its first page in the HTML (?page=N
 * for the others), so a visitor without JavaScript sees it; islands enhance the same markup later.
 *
 * /order/result/{id}/ shows an order only to the session that placed it (it holds the
 * client's name, phones and address); anyone else gets 404.
 */

/** Form actions by kind, from FORM_KINDS (the routes that answer a plain post with 303). */
function formPaths(): Record<string, string> {
  return Object.fromEntries(FORM_KINDS.map((form) => [form.kind, form.path]))
}

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

export function registerSitePageRoutes(app: FastifyInstance, { db, catalog, pages, orders, cart, auth }: Services): void {
  const content = createContentRepository(db)
  const search = createSearch(db, catalog, content)
  const forms = formPaths()
  const postBySlug = db.prepare('SELECT * FROM posts WHERE kind = ? AND slug = ?')

  const notFound = (reply: FastifyReply) => reply.callNotFound()

  // ---- Checkout -----------------------------------------------------------------------

  const renderOrder = (
    request: FastifyRequest,
    reply: FastifyReply,
    values: Record<string, string> = {},
    errors: Record<string, string[]> = {},
    status = 200,
    form: { showAllPayments?: boolean; phoneCount?: number } = {},
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

    const action = text(raw, 'action')
    if (action === 'add_phone') return renderOrder(request, reply, values, {}, 200, { phoneCount: phones.length + 1 })
    if (action === 'show_payments') return renderOrder(request, reply, values, {}, 200, { showAllPayments: true, phoneCount: phones.length })

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
    return renderOrder(request, reply, values, errors, 400, { phoneCount: phones.length })
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
      lines: order.items.map((item) => ({ item, price: itemPrice(item).toFixed(2) })),
    })
  })

  // ---- Sign-in --------------------------------------------------------------------------

  const renderSignin = (
    request: FastifyRequest,
    reply: FastifyReply,
    state: { phone?: string; codeStep?: boolean; rateLimitedUntil?: string | null; errors?: Record<string, string[]> } = {},
    status = 200,
  ) => {
    const next = queryText(request.query as Record<string, unknown>, 'next')
    return pages(request, reply, 'pages/site/signin.html', {
      phone: state.phone ?? '',
      code_step: state.codeStep ?? false,
      rate_limited_until: state.rateLimitedUntil ?? null,
      errors: state.errors ?? {},
      next: next.startsWith('/') && !next.startsWith('//') ? next : '',
    }, status)
  }

  app.get('/customer/signin/', async (request, reply) => renderSignin(request, reply))

  // No-JS sign-in: step 1 posts phone_number (sends the code), step 2 adds code.
  app.post('/customer/signin/', async (request, reply) => {
    const values = bodyValues(request.body)
    const phone = text(values, 'phone_number')
    if (text(values, 'step') === 'code') {
      const confirmed = auth.confirmCode({ phone_number: phone, code: text(values, 'code') })
      if (!confirmed.ok) return renderSignin(request, reply, { phone, codeStep: true, errors: confirmed.errors }, 400)
      auth.login(request, reply, confirmed.customerId)
      const next = text(values, 'next')
      return reply.redirect(next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/', 303)
    }
    const sent = await auth.sendCode({ phone_number: phone })
    if (sent.ok) return renderSignin(request, reply, { phone, codeStep: true, rateLimitedUntil: sent.rateLimitedUntil })
    if (sent.status === 429) return renderSignin(request, reply, { phone, codeStep: true, rateLimitedUntil: sent.rateLimitedUntil })
    return renderSignin(request, reply, { phone, errors: sent.errors }, 400)
  })

  // ---- Search ---------------------------------------------------------------------------

  /**
   * One page of one search group: the items of rows offset…offset+limit and whether more
   * follow. Same matching as the suggestions (server/content/search.ts): numbers by digits,
   * the rest by a substring of the lower-cased title or name.
   */
  const numberMatches = db.prepare('SELECT id FROM numbers WHERE archive = 0 AND instr(number_digit, ?) > 0 ORDER BY id LIMIT ? OFFSET ?').pluck()
  const tariffNames = db.prepare('SELECT id, name FROM tariffs WHERE archive = 0 ORDER BY id')
  const deviceNames = db.prepare('SELECT id, name FROM devices WHERE archive = 0 ORDER BY id')
  const flatMatches = db.prepare('SELECT title, url FROM flat_pages WHERE instr(search_title, ?) > 0 ORDER BY id LIMIT ? OFFSET ?')
  const catalogMatches = db.prepare(`SELECT c.title, c.url, p.display_name AS provider_name FROM catalog_pages c
    LEFT JOIN providers p ON p.id = c.provider_id
    WHERE c.kind = ? AND instr(c.search_title, ?) > 0 ORDER BY c.id LIMIT ? OFFSET ?`)

  const SEARCH_GROUPS: { id: string; title: string }[] = [
    { id: 'numbers', title: 'Номера' },
    { id: 'tariffs', title: 'Тарифы' },
    { id: 'devices', title: 'Устройства' },
    { id: 'news', title: 'Новости' },
    { id: 'articles', title: 'Статьи' },
    { id: 'flatpages', title: 'Страницы' },
    { id: 'numbers_catalogs', title: 'Каталоги номеров' },
    { id: 'tariffs_catalogs', title: 'Каталоги тарифов' },
    { id: 'devices_catalogs', title: 'Каталоги устройств' },
  ]

  function searchGroup(id: string, key: string, offset: number, limit: number, origin: string): SearchResult[] {
    const byName = (rows: { id: number; name: string }[]) =>
      rows.filter((r) => searchKey(r.name).includes(key)).map((r) => r.id).slice(offset, offset + limit)
    const ordered = <T>(ids: number[], found: Map<number, T>) => ids.flatMap((i) => found.get(i) ?? [])
    switch (id) {
      case 'numbers': {
        const digits = key.replace(/\D/g, '')
        if (digits.length < SEARCH_MIN_LENGTH) return []
        const ids = numberMatches.all(digits, limit, offset) as number[]
        return ordered(ids, catalog.numbers.byIds(ids, origin)).map((n) => searchResultOf('numbers', n))
      }
      case 'tariffs': {
        const ids = byName(tariffNames.all() as { id: number; name: string }[])
        return ordered(ids, catalog.tariffs.byIds(ids, origin)).map((t) => searchResultOf('tariffs', t))
      }
      case 'devices': {
        const ids = byName(deviceNames.all() as { id: number; name: string }[])
        return ordered(ids, catalog.devices.byIds(ids, origin)).map((d) => searchResultOf('devices', d))
      }
      case 'news':
        return content.serializeNews(content.postRows('news', { titleContains: key }, { limit, offset })).map((p) => searchResultOf('news', p))
      case 'articles':
        return content.serializeArticles(content.postRows('article', { titleContains: key }, { limit, offset })).map((p) => searchResultOf('articles', p))
      case 'flatpages':
        return (flatMatches.all(key, limit, offset) as { title: string; url: string }[]).map((r) => searchResultOf('flatpages', { title: r.title, absolute_url: r.url }))
      default: {
        const kind = id as 'numbers_catalogs' | 'tariffs_catalogs' | 'devices_catalogs'
        return (catalogMatches.all(kind.replace('_catalogs', ''), key, limit, offset) as { title: string; url: string; provider_name: string | null }[])
          .map((r) => searchResultOf(kind, { title: r.title, absolute_url: r.url, provider_name: r.provider_name ?? undefined }))
      }
    }
  }

  // ?query=…: every group's first SEARCH_GROUP_SIZE results; ?query=…&group=news&page=2: one
  // group's next page (the 'Показать ещё' link of that group).
  app.get('/search/', async (request, reply) => {
    const raw = request.query as Record<string, unknown>
    const query = queryText(raw, 'query').trim()
    const key = searchKey(query)
    const tooShort = key.length < SEARCH_MIN_LENGTH
    const only = SEARCH_GROUPS.find((g) => g.id === queryText(raw, 'group'))
    const pageRaw = queryText(raw, 'page')
    const page = only && /^\d{1,6}$/.test(pageRaw) && Number(pageRaw) > 0 ? Number(pageRaw) : 1
    const origin = requestOrigin(request)
    const groups = tooShort ? [] : (only ? [only] : SEARCH_GROUPS).flatMap((group) => {
      const rows = searchGroup(group.id, key, (page - 1) * SEARCH_GROUP_SIZE, SEARCH_GROUP_SIZE + 1, origin)
      if (rows.length === 0) return []
      const more = rows.length > SEARCH_GROUP_SIZE
      const params = new URLSearchParams({ query, group: group.id, page: String(page + 1) })
      return [{ ...group, items: rows.slice(0, SEARCH_GROUP_SIZE), next_url: more ? `/search/?${params.toString()}` : null }]
    })
    if (only && page > 1 && groups.length === 0) return notFound(reply)
    return pages(request, reply, 'pages/site/search.html', {
      query,
      too_short: query !== '' && tooShort,
      empty_query: query === '',
      groups,
      group_page: only ? page : null,
      total: tooShort ? 0 : search(query, origin).total,
      min_length: SEARCH_MIN_LENGTH,
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

  // ---- Contacts and the form pages ---------------------------------------------------

  app.get('/contacts/', async (request, reply) =>
    pages(request, reply, 'pages/site/contacts.html', { action: forms['contacts'] }))

  app.get('/cooperation/', async (request, reply) =>
    pages(request, reply, 'pages/site/cooperation.html', { action: forms['cooperation'] }))

  app.get('/feedback/', async (request, reply) =>
    pages(request, reply, 'pages/site/feedback.html', { action: forms['feedback'], review_action: forms['review'] }))

  app.get('/sell-number/', async (request, reply) =>
    pages(request, reply, 'pages/site/sell-number.html', {
      action: forms['sell-number'],
      providers: content.providers().map((p) => ({ value: String(p.id), label: p.display_name })),
      subdomains: content.subdomains().slice(0, 20),
    }))
}
