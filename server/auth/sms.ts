import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/open'

/**
 * Sends a text message. The reference server has no real provider: development and tests
 * use {@link createDevSmsGateway}; production refuses to send until one is plugged in.
 *
 * To plug in a provider, implement this interface (e.g. an HTTPS call to the provider's
 * API that rejects on a non-2xx answer) and pass it as `buildApp({ smsGateway })` from
 * server/main.ts. A rejected send makes the send-code call answer 500 and frees the
 * resend limit, so the visitor can try again.
 */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>
}

interface OutboxMessage {
  phone_number: string
  text: string
  /** ISO 8601 UTC. */
  created: string
}

/** Keeps every message in the sms_outbox table and logs it, instead of sending it. */
export function createDevSmsGateway(db: Db, log: Pick<FastifyBaseLogger, 'info'>, now: () => number = Date.now): SmsGateway {
  const insert = db.prepare('INSERT INTO sms_outbox (phone, text, created) VALUES (?, ?, ?)')
  return {
    async send(phone, text) {
      insert.run(phone, text, now())
      log.info({ phone }, `SMS (development outbox): ${text}`)
    },
  }
}

/** Production without a configured provider: every send fails with a clear message. */
export function createUnconfiguredSmsGateway(): SmsGateway {
  return {
    async send() {
      throw new Error(
        'No SMS gateway is configured: NODE_ENV=production has no development outbox. ' +
          'Implement SmsGateway (server/auth/sms.ts) and pass it as buildApp({ smsGateway }).',
      )
    },
  }
}

/** Outbox messages for a phone (or all, when null), newest first. */
export function readOutbox(db: Db, phone: string | null, limit = 100): OutboxMessage[] {
  const rows = (
    phone === null
      ? db.prepare('SELECT phone, text, created FROM sms_outbox ORDER BY id DESC LIMIT ?').all(limit)
      : db.prepare('SELECT phone, text, created FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT ?').all(phone, limit)
  ) as { phone: string; text: string; created: number }[]
  return rows.map((row) => ({
    phone_number: row.phone,
    text: row.text,
    created: new Date(row.created).toISOString(),
  }))
}
