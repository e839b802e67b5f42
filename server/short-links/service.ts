import { randomInt } from 'node:crypto'
import { sameOriginPath } from '../../shared/api/redirect'
import type { Db } from '../db/open'

export const SHORT_LINK_PREFIX = '/s/'
const CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 7
const MAX_LINK_LENGTH = 2000
const CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/

/**
 * Turns what the short-link generator sends into a path of this site, or null.
 * Accepted: a path starting with '/' or an absolute URL of the same origin; the result is
 * the normalised path plus query and fragment. Anything that would leave the site
 * ('//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:…') is refused,
 * and so is a path that normalises to '//…' (a protocol-relative redirect).
 */
export function shortLinkPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LINK_LENGTH) return null
  // A page of this site, written as a path or as its full address; not a relative 'x/y'.
  if (!value.startsWith('/') && !value.startsWith(`${origin}/`)) return null
  return sameOriginPath(value, origin)
}

/** Codes for site paths: one code per path, so the same link twice gives the same code. */
export function createShortLinkService(db: Db, now: () => number = Date.now) {
  const byPath = db.prepare('SELECT code FROM short_links WHERE path = ?').pluck()
  const byCode = db.prepare('SELECT path FROM short_links WHERE code = ?').pluck()
  const insert = db.prepare('INSERT OR IGNORE INTO short_links (code, path, created) VALUES (?, ?, ?)')

  const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

  return {
    /** The code of a path (a validated same-origin path), creating it on first use. */
    codeFor: db.transaction((path: string): string => {
      const known = byPath.get(path) as string | undefined
      if (known) return known
      for (;;) {
        const code = newCode()
        if (insert.run(code, path, now()).changes > 0) return code
      }
    }),
    /** The stored path of a code, or null. */
    resolve(code: string): string | null {
      if (!CODE_PATTERN.test(code)) return null
      return (byCode.get(code) as string | undefined) ?? null
    },
  }
}
