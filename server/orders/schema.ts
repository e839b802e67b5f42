/**
 * Migration step of promocodes and checkout (spec §3, §7): the promocodes a cart may
 * carry, the cart's chosen promocode, and placed orders with their lines. Appended to
 * MIGRATIONS as one step; never edit it once shipped.
 *
 * Orders do not reference carts or sessions by foreign key: the cart is emptied when the
 * order is placed and the session may expire, the order stays.
 */
export const ORDERS_SCHEMA = `
  -- kind 'amount': value in kopecks of the currency; kind 'percent': value is whole percent.
  CREATE TABLE promocodes (
    id          INTEGER PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE COLLATE NOCASE,
    kind        TEXT NOT NULL CHECK (kind IN ('amount', 'percent')),
    value       INTEGER NOT NULL CHECK (value >= 0),
    currency_id INTEGER NOT NULL REFERENCES currencies (id),
    active      INTEGER NOT NULL DEFAULT 1,
    expires     INTEGER -- unix ms; NULL = never
  );

  ALTER TABLE carts ADD COLUMN promocode_id INTEGER REFERENCES promocodes (id) ON DELETE SET NULL;

  CREATE TABLE orders (
    id                 INTEGER PRIMARY KEY,
    session_id         TEXT,  -- who may read it back; no FK, the order outlives the session
    client_name        TEXT NOT NULL,
    client_email       TEXT NOT NULL,
    client_phones      TEXT NOT NULL, -- JSON list of '+79123456789'
    delivery_type      TEXT NOT NULL,
    city               TEXT NOT NULL,
    delivery_city      TEXT,
    delivery_address   TEXT,
    delivery_date_from TEXT, -- 'YYYY-MM-DD HH:MM:SS' as sent
    delivery_date_to   TEXT,
    comment            TEXT NOT NULL DEFAULT '',
    flags              TEXT NOT NULL DEFAULT '{}', -- JSON object of booleans
    payment_type       TEXT NOT NULL,
    subscribe          INTEGER NOT NULL DEFAULT 0,
    discount_card      TEXT,
    promocode          TEXT,
    items_price        INTEGER NOT NULL, -- kopecks, before the promocode
    promocode_discount INTEGER NOT NULL DEFAULT 0,
    delivery_price     INTEGER NOT NULL DEFAULT 0,
    total_price        INTEGER NOT NULL,
    advance_payment    INTEGER NOT NULL DEFAULT 0,
    created            INTEGER NOT NULL -- unix ms
  );
  CREATE INDEX orders_session ON orders (session_id);

  -- A cart line as it was when ordered: ids, prices (kopecks) and the API shape (JSON).
  CREATE TABLE order_items (
    id           INTEGER PRIMARY KEY,
    order_id     INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    number_id    INTEGER,
    tariff_id    INTEGER,
    device_id    INTEGER,
    sim_type_id  INTEGER,
    subdomain_id INTEGER,
    rent_period  INTEGER,
    refill       INTEGER NOT NULL DEFAULT 0,
    number_price INTEGER NOT NULL DEFAULT 0,
    tariff_price INTEGER NOT NULL DEFAULT 0,
    device_price INTEGER NOT NULL DEFAULT 0,
    price        INTEGER NOT NULL, -- the line total
    snapshot     TEXT NOT NULL,    -- JSON CartItem as the cart showed it
    position     INTEGER NOT NULL
  );
  CREATE INDEX order_items_order ON order_items (order_id, position);
`
