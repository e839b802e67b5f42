import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The JSON list (spec §7): /api/news/, /api/authors/articles/[?author=id], /api/stocks/, /api/load-more-reviews/. */
  listUrl: 'url',
  /** Which items the list holds: news, article, stock or review. */
  kind: 'string',
  /** The page after the rendered one; empty when it is the last. */
  nextPage: 'int?',
} as const
export type BlogListProps = Props<typeof schema>

/**
 * Behaviour over a server-rendered blog list: 'Показать ещё' appends the next page from the
 * JSON API, the provider pills reload the list after 1 s and go into the URL.
 *
 * Behaviour over a server blog list `[data-blog-list]`: «Показать ещё» appends the next page
 * («Загрузка» while loading, hidden at the end or on 404); provider pills `[data-blog-filter]`
 * become toggle buttons (`aria-pressed`, «Все» clears), reload after 1 s (newest answer only) and
 * go into the address; «Ничего не найдено» and errors in `[data-blog-message]`; later pages are
 * drawn from the JSON with the card components (`PostCard`, `ReviewCard`) as page blocks `<div
 * class="site-list__page" role="none">` inside the `div[role=list][data-blog-list]`;
 * `intro_display` goes through the allow-list sanitizer (browser/dom/sanitize.ts).
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./blog-list'),
} satisfies Island<typeof schema>
