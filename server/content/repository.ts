import { coverageTileTemplate } from '../coverage/tiles'
import type { Article, CoverageLayer, News, Review, Stock, Subdomain } from '../../shared/api/types'
import { serializeProvider, type ProviderRow } from '../catalog/serialize'
import type { Db } from '../db/open'
import { dateDisplay, paragraphsHtml } from './format'

export type PostKind = 'news' | 'article' | 'stock'

export interface PostRow {
  id: number
  kind: PostKind
  title: string
  slug: string
  created: string
  date_publish: string
  date_finish: string | null
  main_image: string | null
  intro: string
  content: string
}

interface ReviewRow {
  id: number
  parent_id: number | null
  name: string
  avatar_image: string | null
  rate: number
  active_from: string
  content: string
}

/** Which posts a list shows; every field narrows it. */
export interface PostFilter {
  /** Posts linked to any of these providers. */
  providerIds?: readonly number[]
  /** Articles by this author. */
  authorId?: number
  /** Substring of the lower-cased title (see searchKey). */
  titleContains?: string
}

interface RowSlice {
  limit: number
  offset: number
}

const URL_PREFIX: Record<PostKind, string> = { news: '/news/', article: '/articles/', stock: '/stocks/' }

/** The page listing one author's articles (server/routes/blog-pages.ts). */
export const authorUrl = (id: number) => `/articles/authors/${id}/`

export type ContentRepository = ReturnType<typeof createContentRepository>

/** Reads the content tables (server/content/schema.ts) and returns API shapes (spec §3). */
export function createContentRepository(db: Db) {
  return { ...createPostReader(db), ...createPostSerializer(db), ...createReviewReader(db), ...createRegionAndProviderReader(db) }
}

/** The posts (news, articles, stocks): their rows page by page, how many there are, and their authors. */
function createPostReader(db: Db) {
  const authorStmt = db.prepare('SELECT id, full_name FROM authors WHERE id = ?')

  /** Post rows newest first; callers ask for one row more than a page to learn about the next. */
  function postRows(kind: PostKind, filter: PostFilter, { limit, offset }: RowSlice): PostRow[] {
    const { sql, params } = postWhere(kind, filter)
    return db
      .prepare(`SELECT p.* FROM posts p WHERE ${sql} ORDER BY p.date_publish DESC, p.id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as PostRow[]
  }

  function countPosts(kind: PostKind, filter: PostFilter): number {
    const { sql, params } = postWhere(kind, filter)
    return (db.prepare(`SELECT COUNT(*) AS n FROM posts p WHERE ${sql}`).get(...params) as { n: number }).n
  }

  return {
    postRows,
    countPosts,
    authorExists: (id: number) => authorStmt.get(id) !== undefined,
    author: (id: number) => authorStmt.get(id) as { id: number; full_name: string } | undefined,
  }
}

/** The API shapes of posts (spec §3) with their providers, and an article's authors. */
function createPostSerializer(db: Db) {
  const postProviders = db.prepare(`SELECT pp.post_id, pr.* FROM post_providers pp
    JOIN providers pr ON pr.id = pp.provider_id
    WHERE pp.post_id IN (SELECT value FROM json_each(?)) ORDER BY pr.id`)
  const articleAuthors = db.prepare(`SELECT aa.article_id, a.id, a.full_name FROM article_authors aa
    JOIN authors a ON a.id = aa.author_id
    WHERE aa.article_id IN (SELECT value FROM json_each(?)) ORDER BY aa.position, a.id`)

  function serializeNews(rows: readonly PostRow[]): News[] {
    const providers = groupBy(postProviders.all(JSON.stringify(rows.map((r) => r.id))) as (ProviderRow & { post_id: number })[], (r) => r.post_id)
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      created: row.created,
      providers: (providers.get(row.id) ?? []).map(({ post_id: _, ...p }) => serializeProvider(p)),
      main_image: row.main_image,
      main_image_variants: imageVariants(row.main_image),
      intro_display: paragraphsHtml(row.intro),
      content_display: paragraphsHtml(row.content),
      date_publish_display: dateDisplay(row.date_publish),
      absolute_url: `${URL_PREFIX[row.kind]}${row.slug}/`,
    }))
  }

  function serializeArticles(rows: readonly PostRow[]): Article[] {
    const authors = groupBy(
      articleAuthors.all(JSON.stringify(rows.map((r) => r.id))) as { article_id: number; id: number; full_name: string }[],
      (r) => r.article_id,
    )
    // id and absolute_url (the author's list of articles) go beyond spec §3's full_name, so
    // a list can link the byline; clients that know only full_name are unaffected.
    return serializeNews(rows).map((news) => ({
      ...news,
      authors: (authors.get(news.id) ?? []).map((a) => ({ id: a.id, full_name: a.full_name, absolute_url: authorUrl(a.id) })),
    }))
  }

  function serializeStocks(rows: readonly PostRow[]): Stock[] {
    return serializeNews(rows).map((news, i) => {
      const finish = rows[i]?.date_finish
      return { ...news, date_finish_display: finish ? dateDisplay(finish) : '' }
    })
  }

  return { serializeNews, serializeArticles, serializeStocks }
}

/** The WHERE clause of a post list: its kind and every field of the filter. */
function postWhere(kind: PostKind, filter: PostFilter): { sql: string; params: (string | number)[] } {
  const clauses = ['p.kind = ?']
  const params: (string | number)[] = [kind]
  if (filter.providerIds) {
    clauses.push('p.id IN (SELECT post_id FROM post_providers WHERE provider_id IN (SELECT value FROM json_each(?)))')
    params.push(JSON.stringify(filter.providerIds))
  }
  if (filter.authorId !== undefined) {
    clauses.push('p.id IN (SELECT article_id FROM article_authors WHERE author_id = ?)')
    params.push(filter.authorId)
  }
  if (filter.titleContains !== undefined) {
    clauses.push('instr(p.search_title, ?) > 0')
    params.push(filter.titleContains)
  }
  return { sql: clauses.join(' AND '), params }
}

/** The reviews: a page of them newest first, and their API shape with the answers under each. */
function createReviewReader(db: Db) {
  const reviewAnswers = db.prepare(`SELECT * FROM reviews
    WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY active_from, id`)
  const reviewPage = db.prepare(`SELECT * FROM reviews WHERE parent_id IS NULL
    ORDER BY active_from DESC, id DESC LIMIT ? OFFSET ?`)

  function reviewRows({ limit, offset }: RowSlice): ReviewRow[] {
    return reviewPage.all(limit, offset) as ReviewRow[]
  }

  function serializeReviews(rows: readonly ReviewRow[]): Review[] {
    const answers = groupBy(reviewAnswers.all(JSON.stringify(rows.map((r) => r.id))) as ReviewRow[], (r) => r.parent_id ?? 0)
    const one = (row: ReviewRow, replies: ReviewRow[]): Review => ({
      name: row.name,
      avatar_image: row.avatar_image,
      rate: row.rate,
      // Answers carry no rating, so they show no stars at all.
      empty_rate: row.parent_id === null ? 5 - row.rate : 0,
      active_from_display: dateDisplay(row.active_from),
      content: row.content,
      answers: replies.map((reply) => one(reply, [])),
    })
    return rows.map((row) => one(row, answers.get(row.id) ?? []))
  }

  return { reviewRows, serializeReviews }
}

type SubdomainRow = { id: number; slug: string; display_name: string }

/** The regions (sub-sites) and the providers with their coverage layers. */
function createRegionAndProviderReader(db: Db) {
  const providersStmt = db.prepare('SELECT * FROM providers ORDER BY id')
  const subdomainsStmt = db.prepare('SELECT id, slug, display_name FROM subdomains')
  const subdomainBySlug = db.prepare('SELECT id, slug, display_name FROM subdomains WHERE slug = ?')
  const collator = new Intl.Collator('ru')
  const providers = () => providersStmt.all() as ProviderRow[]

  return {
    /** Every sub-site in alphabetical order of its name. */
    subdomains: (): Subdomain[] =>
      (subdomainsStmt.all() as SubdomainRow[])
        .sort((a, b) => collator.compare(a.display_name, b.display_name) || a.id - b.id)
        .map((s) => ({ id: s.id, display_name: s.display_name, change_url: `/region/${encodeURIComponent(s.slug)}/` })),
    subdomainOf: (slug: string): SubdomainRow | undefined => subdomainBySlug.get(slug) as SubdomainRow | undefined,
    /** One tile layer per provider; the first provider's layer is on by default. */
    coverageLayers: (): CoverageLayer[] =>
      providers().map((p, i) => ({
        display_name: p.display_name,
        color: p.color,
        tile_url_template: coverageTileTemplate(p.slug),
        enabled_by_default: i === 0,
        min_zoom: 3,
        max_zoom: 18,
      })),
    providers,
  }
}

/** '/static/img/news/cover.svg' → small and large variants next to it; none without an image. */
function imageVariants(image: string | null): Record<string, string> {
  if (!image) return {}
  const dot = image.lastIndexOf('.')
  const [stem, ext] = dot > image.lastIndexOf('/') ? [image.slice(0, dot), image.slice(dot)] : [image, '']
  return { small: `${stem}-small${ext}`, large: `${stem}-large${ext}` }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>()
  for (const row of rows) {
    const list = out.get(key(row)) ?? []
    list.push(row)
    out.set(key(row), list)
  }
  return out
}
