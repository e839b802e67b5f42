/**
 * Tables of the tariff tools (spec §4, §7): the per-session comparison list and the
 * short links of catalogue filter pages, plus the number type a tariff is sold with
 * (the calculator's `number_type`). Appended to MIGRATIONS as one step; never edit it
 * once shipped.
 */
export const TARIFF_TOOLS_SCHEMA = `
  -- 'federal' (a mobile 9xx number) or 'city' (a local landline-style number).
  ALTER TABLE tariffs ADD COLUMN number_type TEXT NOT NULL DEFAULT 'federal';

  -- Tariffs a visitor compares; they go with the session.
  CREATE TABLE comparison_items (
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    tariff_id  INTEGER NOT NULL REFERENCES tariffs (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL, -- order of addition
    PRIMARY KEY (session_id, tariff_id)
  );

  -- '/s/{code}/' redirects to path (a same-origin path with its query string).
  CREATE TABLE short_links (
    code    TEXT PRIMARY KEY,
    path    TEXT NOT NULL UNIQUE,
    created INTEGER NOT NULL -- unix ms
  );
`
