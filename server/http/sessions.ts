import { randomBytes } from 'node:crypto'
// Brings in the request.cookies / reply.setCookie types.
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/open'

/** Cookie names and lifetime as Django's defaults, so the islands see what production sends. */
const SESSION_COOKIE = 'sessionid'
const SESSION_AGE_SECONDS = 14 * 24 * 60 * 60

export interface Session {
  id: string
  data: Record<string, unknown>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, or null until something needs one (see SessionStore.ensure). */
    session: Session | null
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** Sessions kept in the `sessions` table, like Django's database session backend. */
export function createSessionStore(db: Db, now: () => number = Date.now) {
  const select = db.prepare('SELECT id, data FROM sessions WHERE id = ? AND expires > ?')
  const insert = db.prepare('INSERT INTO sessions (id, data, expires) VALUES (?, ?, ?)')
  const update = db.prepare('UPDATE sessions SET data = ?, expires = ? WHERE id = ?')
  const purge = db.prepare('DELETE FROM sessions WHERE expires <= ?')
  const expiry = () => now() + SESSION_AGE_SECONDS * 1000

  function get(id: string): Session | null {
    const row = select.get(id, now()) as { id: string; data: string } | undefined
    return row ? { id: row.id, data: JSON.parse(row.data) as Record<string, unknown> } : null
  }

  function create(): Session {
    const session: Session = { id: randomBytes(24).toString('base64url'), data: {} }
    insert.run(session.id, JSON.stringify(session.data), expiry())
    return session
  }

  /** Writes the data and extends the lifetime (Django does both on a modified session). */
  function save(session: Session): void {
    update.run(JSON.stringify(session.data), expiry(), session.id)
  }

  /** Returns the request's session, creating it and its cookie on first need. */
  function ensure(request: FastifyRequest, reply: FastifyReply): Session {
    if (request.session) return request.session
    const session = create()
    request.session = session
    reply.setCookie(SESSION_COOKIE, session.id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_AGE_SECONDS,
    })
    return session
  }

  return {
    get,
    create,
    save,
    ensure,
    purgeExpired: () => purge.run(now()).changes,
  }
}

/** Reads the signed session cookie on every request; a forged or expired id means no session. */
export function installSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE]
    if (!raw) return
    const { valid, value } = request.unsignCookie(raw)
    if (valid && value) request.session = store.get(value)
  })
}
