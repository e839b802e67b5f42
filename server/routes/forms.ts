import type { FastifyInstance } from 'fastify'
import { VALIDATION_MESSAGES as M, parseInteger, valueToText, type FieldErrors } from '../../shared/validation'
import { backTo, bodyValues, isAjax } from '../forms/answers'
import { FLASH_FIX_ERRORS, FLASH_THANKS, setFlash } from '../forms/flash'
import { FORM_KINDS, cleanSubmission, placementPrice } from '../forms/kinds'
import { placementBill, placementPaymentId, placementPaymentUrl, PLACEMENT_PAYMENT_PATH } from '../forms/placement-payment'
import { createFormStore } from '../forms/store'
import { BODY_SCHEMA, paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import { createContentRepository } from '../content/repository'
import type { Services } from '../services'

const OK = { status: 'ok' } as const
/** GET ?price= → {monthly, yearly}: the sell-number form's placement price (spec §7). */
const PLACEMENT_PRICE_URL = '/forms/sell-number/placement-price/'

/** The request forms of spec §7: their pages, one route per entry of FORM_KINDS, and the placement price. */
export function registerFormRoutes(app: FastifyInstance, { db, pages }: Services): void {
  const store = createFormStore(db)
  const content = createContentRepository(db)
  const forms = Object.fromEntries(FORM_KINDS.map((form) => [form.kind, form.path]))

  // The form pages; each <form> posts to its kind's route below (a plain post gets a 303 back).
  app.get('/contacts/', { schema: QUERY_SCHEMA }, async (request, reply) =>
    pages(request, reply, 'pages/site/contacts.html', { action: forms['contacts'] }),
  )

  app.get('/cooperation/', { schema: QUERY_SCHEMA }, async (request, reply) =>
    pages(request, reply, 'pages/site/cooperation.html', { action: forms['cooperation'] }),
  )

  app.get('/feedback/', { schema: QUERY_SCHEMA }, async (request, reply) =>
    pages(request, reply, 'pages/site/feedback.html', { action: forms['feedback'], review_action: forms['review'] }),
  )

  app.get('/sell-number/', { schema: QUERY_SCHEMA }, async (request, reply) =>
    pages(request, reply, 'pages/site/sell-number.html', {
      action: forms['sell-number'],
      placement_url: PLACEMENT_PRICE_URL,
      providers: content.providers().map((p) => ({ value: String(p.id), label: p.display_name })),
      subdomains: content.subdomains().slice(0, 20),
    }),
  )

  for (const form of FORM_KINDS) {
    app.post(form.path, { schema: BODY_SCHEMA }, async (request, reply) => {
      const values = bodyValues(request.body)
      const { errors, payload } = cleanSubmission(form, values)
      const valid = Object.keys(errors).length === 0
      const id = valid ? store.save(form.kind, payload) : null
      // Placement of a number for sale is paid: the answer leads to the request's bill.
      const payment = id !== null && form.kind === 'sell-number' ? placementPaymentUrl(app, id) : null

      if (isAjax(request, values)) {
        if (payment) return reply.send({ ...OK, payment_url: payment })
        if (valid) return reply.code(form.answer === 'api' ? 201 : 200).send(OK)
        return reply.code(400).send(form.answer === 'page' ? { status: 'error', errors } : errors)
      }
      // A browser without JavaScript: the bill, or back to the page, which shows the flash message.
      if (payment) return reply.redirect(payment, 303)
      if (valid) setFlash(reply, FLASH_THANKS)
      else setFlash(reply, FLASH_FIX_ERRORS, errorList(errors))
      return reply.redirect(backTo(request), 303)
    })
  }

  // Not a demo page: its token comes from one sell-number request (e2e/sell-number.spec.ts).
  app.get<WithParams<'token'>>(
    `${PLACEMENT_PAYMENT_PATH}:token/`,
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('token') } },
    async (request, reply) => {
      const id = placementPaymentId(app, request.params.token)
      const row = id === null ? null : store.get(id)
      if (!row || row.kind !== 'sell-number') return reply.callNotFound()
      return pages(request, reply, 'pages/site/sell-number-payment.html', { bill: placementBill(row) })
    },
  )

  app.get<WithQuery>(PLACEMENT_PRICE_URL, { config: { demo: false }, schema: QUERY_SCHEMA }, async (request, reply) => {
    const { price } = request.query
    const parsed = parseInteger(valueToText(price))
    if (parsed === null) {
      const errors: FieldErrors = { price: [price === undefined || price === '' ? M.required : M.digits] }
      return reply.code(400).send(errors)
    }
    return placementPrice(parsed)
  })
}

/** Each distinct message once, in field order, for the flash list. */
function errorList(errors: FieldErrors): string[] {
  return [...new Set(Object.values(errors).flat())]
}
