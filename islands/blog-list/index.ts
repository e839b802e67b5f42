import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

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
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./blog-list'),
} satisfies Island<typeof schema>
