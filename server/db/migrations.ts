import { AUTH_SCHEMA } from '../auth/schema'
import { CATALOG_INDEXES } from '../catalog/schema'
import { NUMBER_SETS_SCHEMA } from '../catalog/number-sets'
import { FORMS_SCHEMA } from '../forms/schema'
import { ORDERS_SCHEMA } from '../orders/schema'
import { TARIFF_TOOLS_SCHEMA } from '../comparison/schema'
import { CONTENT_SCHEMA } from '../content/schema'

/**
 * Schema steps, applied in order; `PRAGMA user_version` holds how many have run.
 * Never edit a step that has shipped: append a new one, so existing databases follow.
 *
 * Money is stored as integer kopecks (exact sums in SQL) and leaves the server as
 * DRF-style decimal strings ('1500.00'); see server/money.ts.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: settings, sessions, catalogue, cart
  `
  CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  -- Like Django's db sessions: the cookie carries only the signed id.
  CREATE TABLE sessions (
    id      TEXT PRIMARY KEY,
    data    TEXT NOT NULL DEFAULT '{}',
    expires INTEGER NOT NULL -- unix ms
  );
  CREATE INDEX sessions_expires ON sessions (expires);

  CREATE TABLE currencies (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    site_symbol TEXT NOT NULL
  );

  CREATE TABLE providers (
    id            INTEGER PRIMARY KEY,
    slug          TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    display_name  TEXT NOT NULL,
    official_name TEXT NOT NULL,
    icon          TEXT,
    color         TEXT NOT NULL
  );

  -- Regional sub-sites (cities).
  CREATE TABLE subdomains (
    id           INTEGER PRIMARY KEY,
    slug         TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL
  );

  CREATE TABLE tags (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL,
    icon  TEXT,
    color TEXT NOT NULL
  );

  -- Reference data fixed by the spec (§9: the storefront always sends 4).
  CREATE TABLE sim_types (
    id           INTEGER PRIMARY KEY,
    display_name TEXT NOT NULL
  );
  INSERT INTO sim_types (id, display_name) VALUES
    (1, 'Обычная'), (2, 'Микро'), (3, 'Нано'), (4, 'Универсальная'), (5, 'eSIM');

  CREATE TABLE numbers (
    id                   INTEGER PRIMARY KEY,
    number_digit         TEXT NOT NULL UNIQUE, -- '79123456789'
    provider_id          INTEGER NOT NULL REFERENCES providers (id),
    subdomain_id         INTEGER REFERENCES subdomains (id),
    currency_id          INTEGER NOT NULL REFERENCES currencies (id),
    category             TEXT NOT NULL DEFAULT 'regular', -- regular | bronze | silver | gold | platinum
    site_price           INTEGER NOT NULL, -- kopecks, after discount
    real_site_price      INTEGER NOT NULL, -- kopecks, before discount
    exit_price           INTEGER NOT NULL,
    real_exit_price      INTEGER NOT NULL,
    advance_price        INTEGER NOT NULL DEFAULT 0,
    rent_price           INTEGER NOT NULL DEFAULT 0, -- per month; 0 = not for rent
    has_price_on_call    INTEGER NOT NULL DEFAULT 0,
    archive              INTEGER NOT NULL DEFAULT 0,
    is_refill_allowed    INTEGER NOT NULL DEFAULT 1,
    provider_mask_filter TEXT
  );
  CREATE INDEX numbers_catalogue ON numbers (archive, provider_id, category);

  CREATE TABLE number_tags (
    number_id INTEGER NOT NULL REFERENCES numbers (id) ON DELETE CASCADE,
    tag_id    INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
    PRIMARY KEY (number_id, tag_id)
  );

  CREATE TABLE tariffs (
    id                   INTEGER PRIMARY KEY,
    name                 TEXT NOT NULL,
    slug                 TEXT NOT NULL UNIQUE,
    provider_id          INTEGER NOT NULL REFERENCES providers (id),
    subdomain_id         INTEGER REFERENCES subdomains (id),
    currency_id          INTEGER NOT NULL REFERENCES currencies (id),
    month_fee            INTEGER NOT NULL, -- kopecks
    current_price        INTEGER NOT NULL,
    activation_price     INTEGER NOT NULL DEFAULT 0,
    advance_payment      INTEGER NOT NULL DEFAULT 0,
    show_advance_payment INTEGER NOT NULL DEFAULT 0,
    minutes              INTEGER NOT NULL DEFAULT 0,
    sms                  INTEGER NOT NULL DEFAULT 0,
    internet_gb          INTEGER, -- NULL = unlimited
    summary              TEXT NOT NULL DEFAULT '{}', -- JSON object of text lines
    included_options     TEXT NOT NULL DEFAULT '[]', -- JSON [[code, kopecks], …]
    archive              INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX tariffs_catalogue ON tariffs (archive, provider_id);

  CREATE TABLE tariff_tags (
    tariff_id INTEGER NOT NULL REFERENCES tariffs (id) ON DELETE CASCADE,
    tag_id    INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
    PRIMARY KEY (tariff_id, tag_id)
  );

  CREATE TABLE devices (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    slug          TEXT NOT NULL UNIQUE,
    manufacturer  TEXT NOT NULL,
    device_type   TEXT NOT NULL,
    currency_id   INTEGER NOT NULL REFERENCES currencies (id),
    price         INTEGER NOT NULL, -- kopecks, before discount
    current_price INTEGER NOT NULL, -- kopecks, after discount
    main_image    TEXT,
    images        TEXT NOT NULL DEFAULT '[]', -- JSON list of URLs
    short_info    TEXT NOT NULL DEFAULT '',
    archive       INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE device_tags (
    device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    tag_id    INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
    PRIMARY KEY (device_id, tag_id)
  );

  -- One cart per session; it goes when the session expires and is purged.
  CREATE TABLE carts (
    id         INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE cart_items (
    id                   INTEGER PRIMARY KEY,
    cart_id              INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    number_id            INTEGER REFERENCES numbers (id),
    tariff_id            INTEGER REFERENCES tariffs (id),
    device_id            INTEGER REFERENCES devices (id),
    sim_type_id          INTEGER REFERENCES sim_types (id),
    subdomain_id         INTEGER REFERENCES subdomains (id),
    rent_period          INTEGER, -- months; NULL = purchase
    refill               INTEGER NOT NULL DEFAULT 0,
    provider_mask_filter TEXT,
    position             INTEGER NOT NULL -- order of addition
  );
  CREATE INDEX cart_items_cart ON cart_items (cart_id, position);
  `,
  AUTH_SCHEMA, // customers, sign-in codes, SMS outbox (server/auth/schema.ts)
  FORMS_SCHEMA, // form_requests (server/forms/schema.ts)
  CATALOG_INDEXES, // listing indexes of the numbers catalogue (server/catalog/schema.ts)
  TARIFF_TOOLS_SCHEMA, // tariffs.number_type, comparison_items, short_links (server/comparison/schema.ts)
  CONTENT_SCHEMA, // blog posts, authors, reviews, flat and catalogue pages (server/content/schema.ts)
  ORDERS_SCHEMA, // promocodes, carts.promocode_id, orders, order_items (server/orders/schema.ts)
  NUMBER_SETS_SCHEMA, // number sets and super pairs (server/catalog/number-sets.ts)
]
