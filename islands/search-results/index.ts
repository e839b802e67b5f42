import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The JSON data URL of a group's next page (`{results, next}`). */
  moreUrl: 'url',
  /** Id of the page's search form, sent with each request. */
  form: 'string',
} as const
export type SearchResultsProps = Props<typeof schema>

/**
 * Behaviour over the search results page (spec §2, §4): each group's «Показать ещё» link
 * (`[data-search-more]` in a `[data-search-group]` with `data-next-page`) becomes a button
 * that appends the next page, drawn with the card components; one request at a time on the
 * page; the button hides when `next` is empty or the request fails.
 *
 * Behaviour over /search/?query=: each group `[data-search-group]` with `data-next-page` turns its
 * «Показать ещё» link `[data-search-more]` into a button that asks `GET <more-url>?<the
 * form>&group=<id>&page=N` (N from 2) → `{results, next}` of the group's entities and appends them
 * drawn with `SearchResultCard` (cards/: a number with its price and the cards' cart button) as a
 * page block of the group's `role="list"`;
 * «Загрузка» while loading, one request at a time on the page (the other buttons `aria-disabled`),
 * hidden when `next` is empty or the request fails.
 */
export default {
  schema,
  strategy: 'visible',
  enhance: () => import('./search-results'),
} satisfies Island<typeof schema>
