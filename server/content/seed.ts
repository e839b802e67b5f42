import type { Db } from '../db/open'
import { addDays, searchKey } from './format'
import {
  ARTICLE_PARAGRAPHS,
  ARTICLES,
  AUTHORS,
  CATALOG_PAGES,
  CITIES,
  CONTENT_BASE_DATE,
  FLAT_PAGES,
  NEWS_TOPICS,
  REVIEW_ANSWERS,
  REVIEW_NAMES,
  REVIEW_RATES,
  REVIEW_TEXTS,
  STOCK_TOPICS,
} from './seed-data'

interface ProviderRef {
  id: number
  slug: string
  display_name: string
}

/**
 * Inserts the demo content: the remaining cities as sub-sites, news, articles with
 * authors, stocks, reviews, flat pages and catalogue pages. Needs the providers (and the
 * reference sub-sites) in place; call it inside the seed transaction. Deterministic.
 */
export function seedContent(db: Db): void {
  const providers = db.prepare('SELECT id, slug, display_name FROM providers ORDER BY id').all() as ProviderRef[]
  insertCities(db)
  if (providers.length > 0) insertPosts(db, providers)
  insertReviews(db)
  insertPages(db, providers)
}

function insertCities(db: Db): void {
  const insert = db.prepare(`INSERT INTO subdomains (slug, display_name)
    SELECT @slug, @name WHERE NOT EXISTS (SELECT 1 FROM subdomains WHERE slug = @slug OR display_name = @name)`)
  for (const [slug, name] of CITIES) insert.run({ slug, name })
}

// One demo cover per kind (static/img/{folder}/cover*.svg, with the -small and -large
// variants the API names); every third post has none, as real posts sometimes do.
const imageOf = (folder: string, i: number) => (i % 3 === 2 ? null : `/static/img/${folder}/cover.svg`)
const fill = (text: string, provider: ProviderRef) => text.replace(/\{P\}/g, provider.display_name)
const CLOSING = 'Подробности уточняйте у консультантов магазина по телефону или в чате на сайте.'

function insertPosts(db: Db, providers: ProviderRef[]): void {
  const post = db.prepare(`
    INSERT INTO posts (kind, title, search_title, slug, created, date_publish, date_finish, main_image, intro, content)
    VALUES (@kind, @title, @search, @slug, @created, @publish, @finish, @image, @intro, @content)`)
  const link = db.prepare('INSERT OR IGNORE INTO post_providers (post_id, provider_id) VALUES (?, ?)')
  const insert = (row: {
    kind: string
    title: string
    slug: string
    publish: string
    finish?: string
    image: string | null
    intro: string
    content: string
  }) =>
    Number(post.run({ ...row, finish: row.finish ?? null, search: searchKey(row.title), created: `${row.publish}T10:00:00+03:00` }).lastInsertRowid)
  const providerAt = (i: number) => providers[i % providers.length]!

  // News: every topic once per provider (the provider order differs by round), newest first.
  for (let i = 0; i < NEWS_TOPICS.length * 4; i++) {
    const topic = NEWS_TOPICS[i % NEWS_TOPICS.length]!
    const provider = providerAt(i + Math.floor(i / NEWS_TOPICS.length))
    const slug = `${provider.slug}-${topic.slug}`
    const id = insert({
      kind: 'news',
      title: fill(topic.title, provider),
      slug,
      publish: addDays(CONTENT_BASE_DATE, -2 * i),
      image: imageOf('news', i),
      intro: fill(topic.intro, provider),
      content: [fill(topic.intro, provider), topic.body, CLOSING].join('\n\n'),
    })
    link.run(id, provider.id)
    if (i % 5 === 2) link.run(id, providerAt(providers.indexOf(provider) + 1).id) // the next provider too
  }

  // Articles: one author each, every fourth has a co-author; two of three name a provider.
  const author = db.prepare('INSERT INTO authors (full_name) VALUES (?)')
  const authorIds = AUTHORS.map((name) => Number(author.run(name).lastInsertRowid))
  const byline = db.prepare('INSERT INTO article_authors (article_id, author_id, position) VALUES (?, ?, ?)')
  ARTICLES.forEach(([slug, title], i) => {
    const intro = `${title}. Разбираем главное и отвечаем на частые вопросы покупателей.`
    const id = insert({
      kind: 'article',
      title,
      slug,
      publish: addDays(CONTENT_BASE_DATE, -3 * i - 1),
      image: imageOf('articles', i),
      intro,
      content: [intro, ARTICLE_PARAGRAPHS[i % ARTICLE_PARAGRAPHS.length]!, ARTICLE_PARAGRAPHS[(i + 2) % ARTICLE_PARAGRAPHS.length]!].join('\n\n'),
    })
    byline.run(id, authorIds[i % authorIds.length]!, 0)
    if (i % 4 === 1) byline.run(id, authorIds[(i + 2) % authorIds.length]!, 1)
    if (i % 3 !== 0) link.run(id, providerAt(i).id)
  })

  // Stocks: three rounds of the topics, running 60 days from publication.
  for (let i = 0; i < STOCK_TOPICS.length * 3; i++) {
    const topic = STOCK_TOPICS[i % STOCK_TOPICS.length]!
    const provider = providerAt(i + 2 * Math.floor(i / STOCK_TOPICS.length))
    const slug = `${provider.slug}-${topic.slug}`
    const publish = addDays(CONTENT_BASE_DATE, -4 * i)
    const intro = fill(topic.intro, provider)
    const id = insert({
      kind: 'stock',
      title: fill(topic.title, provider),
      slug,
      publish,
      finish: addDays(publish, 60),
      image: imageOf('stocks', i),
      intro,
      content: [intro, 'Количество товаров по акции ограничено. Скидки не суммируются с другими предложениями.', CLOSING].join('\n\n'),
    })
    link.run(id, provider.id)
  }
}

function insertReviews(db: Db): void {
  const insert = db.prepare(`INSERT INTO reviews (parent_id, name, avatar_image, rate, active_from, content)
    VALUES (?, ?, NULL, ?, ?, ?)`)
  for (let i = 0; i < 40; i++) {
    const date = addDays(CONTENT_BASE_DATE, -3 * i)
    const rate = REVIEW_RATES[i % REVIEW_RATES.length]!
    const id = insert.run(null, REVIEW_NAMES[i % REVIEW_NAMES.length]!, rate, date, REVIEW_TEXTS[i % REVIEW_TEXTS.length]!).lastInsertRowid
    if (i % 3 === 0) insert.run(id, 'Магазин номеров', 0, addDays(date, 1), REVIEW_ANSWERS[(rate <= 3 ? 3 : i) % REVIEW_ANSWERS.length]!)
    if (i % 10 === 0) insert.run(id, 'Служба поддержки', 0, addDays(date, 2), REVIEW_ANSWERS[2]!)
  }
}

function insertPages(db: Db, providers: ProviderRef[]): void {
  const flat = db.prepare('INSERT INTO flat_pages (title, search_title, url) VALUES (?, ?, ?)')
  for (const [title, url] of FLAT_PAGES) flat.run(title, searchKey(title), url)
  const bySlug = new Map(providers.map((p) => [p.slug, p.id]))
  const catalog = db.prepare('INSERT INTO catalog_pages (kind, title, search_title, url, provider_id) VALUES (?, ?, ?, ?, ?)')
  for (const c of CATALOG_PAGES) {
    catalog.run(c.kind, c.title, searchKey(c.title), c.url, c.provider === null ? null : (bySlug.get(c.provider) ?? null))
  }
}
