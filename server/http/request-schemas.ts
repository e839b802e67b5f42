import type { FastifySchema } from 'fastify'

/**
 * The JSON schemas every route declares for its request, which Fastify's own Ajv checks, and the
 * types the route generics give the handlers: `app.get<WithQuery & WithParams<'id'>>(url,
 * { schema: { ...QUERY_SCHEMA, ...paramsSchema('id') } }, …)`.
 *
 * They describe what arrives without narrowing it. The handlers read the values themselves and
 * answer a bad one as spec §7 says (DRF's field errors, a page's 404): a schema that rejected it
 * would answer Fastify's 400 instead. So no `type: 'integer'`, no required query or body field,
 * no `additionalProperties: false`: Fastify's Ajv coerces types ('array' mode) and removes
 * additional properties, which would change what the handlers see.
 */

/** A query string as Fastify's parser gives it: each value text, a list of them for a repeated name (`?a=1&a=2`). */
export type Query = Record<string, string | string[]>

export interface WithQuery {
  Querystring: Query
}

/** Route parameters by name: the router fills every one of the path, with text (maybe empty). */
export interface WithParams<Name extends string> {
  Params: Record<Name, string>
}

const TEXT = { type: 'string' } as const

const QUERY = { type: 'object', additionalProperties: { type: ['string', 'array'], items: TEXT } } as const

/** Any query string (what every route is given, read or not). */
export const QUERY_SCHEMA = { querystring: QUERY } satisfies FastifySchema

/**
 * A body as it arrives, and the query beside it: JSON of any shape (an object, a list, a string…),
 * the fields of a form (@fastify/formbody; multipart: server/forms/multipart.ts), or none at all.
 * The handlers take what they need through their own checks (bodyValues, the cart's validators).
 */
export const BODY_SCHEMA = { querystring: QUERY, body: {} } satisfies FastifySchema

/** The schema of a route's path parameters, by name. */
export function paramsSchema(...names: string[]) {
  return {
    params: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, TEXT])), required: names },
  } satisfies FastifySchema
}
