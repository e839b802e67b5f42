/**
 * Indexes for the catalogue's listing queries. An index on (archive) keeps
 * rowid order, so the default listing (ORDER BY id) reads its first page
 * without sorting 100 000 rows; the price indexes do the same for price
 * ordering with and without a provider filter (bench: ~4 ms → ~0.03 ms a page).
 */
export const CATALOG_INDEXES = `
  CREATE INDEX numbers_listing ON numbers (archive);
  CREATE INDEX numbers_by_price ON numbers (archive, site_price);
  CREATE INDEX numbers_provider_price ON numbers (archive, provider_id, site_price);
`
