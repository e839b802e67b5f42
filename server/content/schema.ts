/**
 * Tables of the blog and site content (spec §3): news, articles with authors, stocks,
 * reviews with answers, flat pages and catalogue pages for search suggestions. Appended to
 * MIGRATIONS as one step; never edit it once shipped.
 *
 * search_title columns hold the lower-cased title (JavaScript toLowerCase), because SQLite's
 * LIKE and lower() fold ASCII letters only.
 */
export const CONTENT_SCHEMA = `
  CREATE TABLE authors (
    id        INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL
  );

  -- News, articles and stocks share one table; kind tells them apart.
  CREATE TABLE posts (
    id           INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('news', 'article', 'stock')),
    title        TEXT NOT NULL,
    search_title TEXT NOT NULL,
    slug         TEXT NOT NULL,
    created      TEXT NOT NULL, -- ISO 8601 with offset
    date_publish TEXT NOT NULL, -- 'YYYY-MM-DD'
    date_finish  TEXT,          -- 'YYYY-MM-DD', stocks only
    main_image   TEXT,          -- '/static/img/…' or NULL
    intro        TEXT NOT NULL, -- plain text; HTML is made on output
    content      TEXT NOT NULL, -- plain text, paragraphs split by blank lines
    UNIQUE (kind, slug)
  );
  CREATE INDEX posts_list ON posts (kind, date_publish DESC, id DESC);

  CREATE TABLE post_providers (
    post_id     INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, provider_id)
  );
  CREATE INDEX post_providers_provider ON post_providers (provider_id, post_id);

  CREATE TABLE article_authors (
    article_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    author_id  INTEGER NOT NULL REFERENCES authors (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (article_id, author_id)
  );
  CREATE INDEX article_authors_author ON article_authors (author_id, article_id);

  -- A review, or with parent_id an answer to one (answers carry no rating: rate 0).
  CREATE TABLE reviews (
    id           INTEGER PRIMARY KEY,
    parent_id    INTEGER REFERENCES reviews (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    avatar_image TEXT,
    rate         INTEGER NOT NULL DEFAULT 0 CHECK (rate BETWEEN 0 AND 5),
    active_from  TEXT NOT NULL, -- 'YYYY-MM-DD'
    content      TEXT NOT NULL
  );
  CREATE INDEX reviews_list ON reviews (parent_id, active_from DESC, id DESC);

  CREATE TABLE flat_pages (
    id           INTEGER PRIMARY KEY,
    title        TEXT NOT NULL,
    search_title TEXT NOT NULL,
    url          TEXT NOT NULL UNIQUE
  );

  -- Catalogue landing pages offered by search suggestions.
  CREATE TABLE catalog_pages (
    id           INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('numbers', 'tariffs', 'devices')),
    title        TEXT NOT NULL,
    search_title TEXT NOT NULL,
    url          TEXT NOT NULL UNIQUE,
    provider_id  INTEGER REFERENCES providers (id)
  );
`
