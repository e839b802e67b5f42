import { randomBytes, timingSafeEqual } from 'node:crypto'
// Brings in the request.cookies / reply.setCookie types.
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Django-compatible CSRF: the token lives in a readable `csrftoken` cookie; unsafe requests
 * must echo it in `X-CSRFToken` (or the `csrfmiddlewaretoken` field of a form post).
 * The islands' API client reads the cookie, exactly as against the real Django site.
 */
const CSRF_COOKIE = 'csrftoken'
const CSRF_HEADER = 'x-csrftoken'
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken'
const CSRF_COOKIE_AGE_SECONDS = 365 * 24 * 60 * 60
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE'])
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

const CSRF_FAILED = 'CSRF Failed: CSRF token missing or incorrect.'

// The token chosen for a request, so a page that asks twice sets one cookie.
const issued = new WeakMap<FastifyRequest, string>()

/**
 * The request's CSRF token, for templates and for the cookie. Sets the cookie when the
 * visitor has none; with `refresh` it is re-sent anyway to renew its lifetime (HTML pages).
 */
export function csrfToken(request: FastifyRequest, reply: FastifyReply, refresh = false): string {
  const known = issued.get(request)
  if (known) return known
  const fromCookie = validToken(request.cookies[CSRF_COOKIE])
  const token = fromCookie ?? randomBytes(32).toString('base64url')
  if (!fromCookie || refresh) {
    reply.setCookie(CSRF_COOKIE, token, {
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      maxAge: CSRF_COOKIE_AGE_SECONDS,
    })
  }
  issued.set(request, token)
  return token
}

/**
 * Rejects unsafe requests without a matching token with 403. Runs at preValidation,
 * after the body is parsed, because a form post carries its token in the body.
 */
export function installCsrfProtection(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    const failure = csrfFailure(request)
    if (failure) return reply.code(403).send({ detail: failure })
  })
}

function csrfFailure(request: FastifyRequest): string | null {
  const origin = request.headers.origin
  if (origin !== undefined && !isSameOrigin(origin, request.host)) {
    return `CSRF Failed: Origin checking failed - ${origin} does not match any trusted origins.`
  }
  const expected = validToken(request.cookies[CSRF_COOKIE])
  const supplied = suppliedToken(request)
  if (!expected || !supplied || !equalTokens(expected, supplied)) return CSRF_FAILED
  return null
}

function suppliedToken(request: FastifyRequest): string | null {
  const header = request.headers[CSRF_HEADER]
  if (typeof header === 'string' && header !== '') return header
  const type = request.headers['content-type'] ?? ''
  if (!FORM_TYPES.some((formType) => type.startsWith(formType))) return null
  const body = request.body
  const field = typeof body === 'object' && body !== null && CSRF_FORM_FIELD in body ? body[CSRF_FORM_FIELD] : undefined
  return typeof field === 'string' ? field : null
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false // 'null' (sandboxed frames, file:) and garbage are never same-origin
  }
}

function validToken(value: string | undefined): string | null {
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null
}

function equalTokens(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
