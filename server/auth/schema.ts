/**
 * Tables of phone sign-in (spec §3, §7): customers, one pending code per phone, and the
 * development SMS outbox. Appended to MIGRATIONS as one step; never edit it once shipped.
 */
export const AUTH_SCHEMA = `
  CREATE TABLE customers (
    id           INTEGER PRIMARY KEY,
    phone_number TEXT NOT NULL UNIQUE, -- '+79123456789'
    name         TEXT NOT NULL DEFAULT '',
    created      INTEGER NOT NULL -- unix ms
  );

  -- The latest code sent to a phone. Only an HMAC of the code is kept; code_hash is NULL
  -- once the code was used or killed by too many wrong attempts. The row outlives the
  -- code so the resend limit still holds.
  CREATE TABLE signin_codes (
    phone_number TEXT PRIMARY KEY,
    code_hash    TEXT,
    expires      INTEGER NOT NULL, -- unix ms
    attempts     INTEGER NOT NULL DEFAULT 0, -- wrong attempts on this code
    resend_after INTEGER NOT NULL -- unix ms: no new code before this
  );

  -- Messages of the development SMS gateway (never written in production).
  CREATE TABLE sms_outbox (
    id      INTEGER PRIMARY KEY,
    phone   TEXT NOT NULL,
    text    TEXT NOT NULL,
    created INTEGER NOT NULL -- unix ms
  );
  CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id);
`
