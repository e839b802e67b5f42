/**
 * Migration step for the request forms of spec §7: every submission is one row, its
 * cleaned fields kept as JSON (a sell-number request carries its number items inside).
 */
export const FORMS_SCHEMA = `
  CREATE TABLE form_requests (
    id      INTEGER PRIMARY KEY,
    kind    TEXT NOT NULL,    -- a key of FORM_KINDS, e.g. 'callback', 'sell-number'
    payload TEXT NOT NULL,    -- JSON object of the cleaned fields
    created INTEGER NOT NULL  -- unix ms
  );
  CREATE INDEX form_requests_kind ON form_requests (kind, created);
`
