import type { FastifyInstance } from 'fastify'
import { pageOf, parsePage } from '../catalog/paging'
import { parsePostFilter } from '../content/filters'
import { authorUrl, createContentRepository, type ContentRepository, type PostKind, type PostRow } from '../content/repository'
import { paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { CONTENT_URLS } from './content'
import { SITE_MESSAGES } from './messages'

/**
 * The blog's pages: the lists of news, articles and stocks (with the provider filter), one
 * author's articles and reviews, and each post's own page. Each page renders its first page (or ?page=N) from the same
 * partials the `blog-list` island copies, so the island takes over without a jump; its
 * host names the JSON data URL the island calls for the next pages and filter reloads.
 *
 * ?provider= takes slugs or ids, repeated or comma-separated, like the API: a filtered
 * address the island wrote into the URL renders the same list on reload.
 */

/** Each kind of post: its list's address and title, the JSON data URL of the list's island. */
const POST_LISTS: Record<PostKind, { path: string; title: string; dataUrl: string }> = {
  news: { path: '/news/', title: SITE_MESSAGES.news, dataUrl: CONTENT_URLS.news },
  article: { path: '/articles/', title: SITE_MESSAGES.articles, dataUrl: CONTENT_URLS.articles },
  stock: { path: '/stocks/', title: SITE_MESSAGES.stocks, dataUrl: CONTENT_URLS.stocks },
}
const POST_KINDS = Object.keys(POST_LISTS) as PostKind[]

/** `path?…&page=N` keeping the given parameters (repeated keys stay repeated). */
function pageUrl(path: string, params: [string, string][], page: number): string {
  const search = new URLSearchParams(params)
  search.set('page', String(page))
  return `${path}?${search.toString()}`
}

export function registerBlogPageRoutes(app: FastifyInstance, services: Services): void {
  const context = { ...services, content: createContentRepository(services.db) }
  registerPostLists(app, context)
  registerAuthorArticles(app, context)
  registerReviews(app, context)
  registerPostPages(app, context)
}

/** What the blog's pages use: the services and the content tables. */
type BlogContext = Services & { content: ContentRepository }

function serializePosts(content: ContentRepository, kind: PostKind, rows: PostRow[]) {
  return kind === 'article' ? content.serializeArticles(rows) : kind === 'stock' ? content.serializeStocks(rows) : content.serializeNews(rows)
}

/** The provider pills: «Все», then one per provider; the selected ones are active. */
function providerPills(content: ContentRepository, path: string, selected: ReadonlySet<string>) {
  return [
    { title: SITE_MESSAGES.allProviders, url: path, provider: '', active: selected.size === 0 },
    ...content.providers().map((p) => ({
      title: p.display_name,
      url: `${path}?provider=${encodeURIComponent(p.slug)}`,
      provider: p.slug,
      active: selected.has(p.slug),
    })),
  ]
}

/** One page of posts, or null for a bad page, a bad filter or a page past the end. */
function postPage(content: ContentRepository, kind: PostKind, query: Record<string, unknown>, extra: { author?: boolean } = {}) {
  const paging = parsePage(query)
  const filters = parsePostFilter(query, content, extra)
  if (!('page' in paging) || !('filter' in filters)) return null
  const { page, pageSize } = paging.page
  const found = pageOf(content.postRows(kind, filters.filter, { limit: pageSize + 1, offset: (page - 1) * pageSize }), paging.page)
  return found ? { page, found, filter: filters.filter } : null
}

// The lists of news, articles and stocks, with the provider filter.
function registerPostLists(app: FastifyInstance, { pages, content }: BlogContext): void {
  for (const kind of POST_KINDS) {
    const list = POST_LISTS[kind]
    app.get<WithQuery>(list.path, { schema: QUERY_SCHEMA }, async (request, reply) => {
      const result = postPage(content, kind, request.query)
      if (!result) return reply.callNotFound()
      const providers = content.providers()
      // Slugs, whether the address named providers by slug or by id.
      const selected = new Set((result.filter.providerIds ?? []).map((id) => providers.find((p) => p.id === id)?.slug ?? ''))
      const kept = [...selected].map((slug): [string, string] => ['provider', slug])
      return pages(request, reply, 'pages/site/post-list.html', {
        kind,
        title: list.title,
        list_path: list.path,
        posts: serializePosts(content, kind, result.found.results),
        filters: providerPills(content, list.path, selected),
        page: result.page,
        next_page: result.found.next,
        next_url: result.found.next ? pageUrl(list.path, kept, result.found.next) : null,
        data_url: list.dataUrl,
      })
    })
  }
}

// One author's articles: the API's ?author= list, without the provider filter.
function registerAuthorArticles(app: FastifyInstance, { db, pages, content }: BlogContext): void {
  const firstAuthor = db.prepare('SELECT MIN(author_id) FROM article_authors').pluck()
  const authorDemo = () => [firstAuthor.get() as number | null].flatMap((id) => (id === null ? [] : [authorUrl(id)]))
  app.get<WithQuery & WithParams<'id'>>(
    '/articles/authors/:id/',
    { config: { demo: authorDemo }, schema: { ...QUERY_SCHEMA, ...paramsSchema('id') } },
    async (request, reply) => {
      const raw = request.params.id
      if (!/^\d{1,9}$/.test(raw)) return reply.callNotFound()
      const author = content.author(Number(raw))
      if (!author) return reply.callNotFound()
      const result = postPage(content, 'article', { ...request.query, author: String(author.id) }, { author: true })
      if (!result) return reply.callNotFound()
      const path = authorUrl(author.id)
      return pages(request, reply, 'pages/site/post-list.html', {
        kind: 'article',
        title: SITE_MESSAGES.authorArticles(author.full_name),
        crumb: POST_LISTS.article.title,
        crumb_url: POST_LISTS.article.path,
        list_path: path,
        posts: serializePosts(content, 'article', result.found.results),
        filters: [],
        page: result.page,
        next_page: result.found.next,
        next_url: result.found.next ? pageUrl(path, [], result.found.next) : null,
        data_url: `${CONTENT_URLS.articles}?author=${author.id}`,
      })
    },
  )
}

function registerReviews(app: FastifyInstance, { pages, content }: BlogContext): void {
  app.get<WithQuery>('/reviews/', { schema: QUERY_SCHEMA }, async (request, reply) => {
    const paging = parsePage(request.query)
    if (!('page' in paging)) return reply.callNotFound()
    const { page, pageSize } = paging.page
    const found = pageOf(content.reviewRows({ limit: pageSize + 1, offset: (page - 1) * pageSize }), paging.page)
    if (!found) return reply.callNotFound()
    return pages(request, reply, 'pages/site/reviews.html', {
      reviews: content.serializeReviews(found.results),
      page,
      next_page: found.next,
      next_url: found.next ? pageUrl('/reviews/', [], found.next) : null,
      data_url: CONTENT_URLS.reviews,
    })
  })
}

// A post's own page, under its list's address; the demo pages hold each list's newest.
function registerPostPages(app: FastifyInstance, { db, pages, content }: BlogContext): void {
  const postBySlug = db.prepare('SELECT * FROM posts WHERE kind = ? AND slug = ?')
  const newestSlug = db.prepare('SELECT slug FROM posts WHERE kind = ? ORDER BY date_publish DESC, id DESC LIMIT 1').pluck()
  for (const kind of POST_KINDS) {
    const list = POST_LISTS[kind]
    const demo = () => [newestSlug.get(kind) as string | undefined].flatMap((slug) => (slug ? [`${list.path}${slug}/`] : []))
    app.get<WithParams<'slug'>>(
      `${list.path}:slug/`,
      { config: { demo }, schema: { ...QUERY_SCHEMA, ...paramsSchema('slug') } },
      async (request, reply) => {
        const { slug } = request.params
        const row = postBySlug.get(kind, slug) as PostRow | undefined
        if (!row) return reply.callNotFound()
        const [post] = serializePosts(content, kind, [row])
        // `published`: the machine-readable date of the page's <time> (the API's display text is not one).
        return pages(request, reply, 'pages/site/post-detail.html', {
          kind,
          title: list.title,
          list_path: list.path,
          post,
          published: row.date_publish,
        })
      },
    )
  }
}
