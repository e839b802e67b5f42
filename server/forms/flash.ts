// Brings in the request.cookies / reply.setCookie types.
import type {} from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'

import { FORM_MESSAGES } from '../../shared/forms/messages'

/** Shown after a plain (no-JavaScript) form post was accepted. */
export const FLASH_THANKS = FORM_MESSAGES.thanks
/** Lead-in of the error list after a plain post was refused (spec §8, sell number). */
export const FLASH_FIX_ERRORS = FORM_MESSAGES.fixErrors

/**
 * Like Django's cookie message storage: the message waits in a signed cookie for the
 * next page, so a refused bot post leaves no session row behind.
 */
const FLASH_COOKIE = 'flash'
const FLASH_COOKIE_AGE_SECONDS = 5 * 60
/** Messages kept at most; the distinct validation messages are far fewer. */
const MAX_FLASH_ERRORS = 20

/** Template context of the flash message: `flash` is null when there is none. */
interface Flash {
  flash: string | null
  /** Messages listed under it (validation errors), possibly empty. */
  flash_errors: string[]
}

/** Keeps a message, and a list under it, for the next page the visitor sees. */
export function setFlash(reply: FastifyReply, message: string, errors: readonly string[] = []): void {
  const stored = { flash: message, flash_errors: errors.slice(0, MAX_FLASH_ERRORS) }
  reply.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify(stored)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: FLASH_COOKIE_AGE_SECONDS,
  })
}

/** Takes the pending flash message (a page shows it once) and clears its cookie. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash {
  const none: Flash = { flash: null, flash_errors: [] }
  const raw = request.cookies[FLASH_COOKIE]
  if (raw === undefined) return none
  reply.clearCookie(FLASH_COOKIE, { path: '/' })
  const { valid, value } = request.unsignCookie(raw)
  if (!valid || !value) return none
  try {
    const stored = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Record<keyof Flash, unknown>>
    const errors = Array.isArray(stored.flash_errors) ? stored.flash_errors : []
    return {
      flash: typeof stored.flash === 'string' ? stored.flash : null,
      flash_errors: errors.filter((e): e is string => typeof e === 'string'),
    }
  } catch {
    return none
  }
}
