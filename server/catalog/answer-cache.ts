import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'

/**
 * A short-lived cache of the newest catalogue answers. Under load the same addresses (page 1,
 * a popular mask) are asked again and again; a repeat within the lifetime is answered with the
 * JSON already written, without SQL, the mask's scan or serialising. Keyed by origin and address
 * (answers carry host_url), so it never mixes sites. The lifetime is short because the catalogue
 * of a real shop changes (a number is sold); the reference data changes only when re-seeded.
 */
interface AnswerCacheOptions {
  /** How long an answer is reused, ms. */
  ttlMs?: number
  /** Most answers kept; the least recently used goes first. */
  max?: number
  now?: () => number
}

interface Entry {
  status: number
  /** Encoded once: a repeat sends the bytes without converting the string again. */
  body: Buffer
  at: number
}

/** Statuses worth keeping: the list, bad filters, past the end. */
const CACHED_STATUSES = new Set([200, 400, 404])

export function createAnswerCache({ ttlMs = 2000, max = 500, now = Date.now }: AnswerCacheOptions = {}) {
  const entries = new Map<string, Entry>()
  const keyOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`

  function get(key: string): Entry | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (now() - entry.at >= ttlMs) {
      entries.delete(key)
      return null
    }
    // Most recently used last, so eviction takes the first key.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  function set(key: string, status: number, body: string): void {
    entries.delete(key)
    entries.set(key, { status, body: Buffer.from(body), at: now() })
    if (entries.size > max) entries.delete(entries.keys().next().value!)
  }

  /** Route options that answer a repeat from the cache and keep each new JSON answer. */
  const route: RouteShorthandOptions = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const hit = get(keyOf(request))
      if (hit) return reply.code(hit.status).header('x-answer-cache', 'hit').type('application/json; charset=utf-8').send(hit.body)
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.getHeader('x-answer-cache') !== 'hit' && typeof payload === 'string' && CACHED_STATUSES.has(reply.statusCode)) {
        set(keyOf(request), reply.statusCode, payload)
      }
      return payload
    },
  }

  return { get, set, route, size: () => entries.size }
}
