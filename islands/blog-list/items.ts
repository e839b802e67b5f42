import type { Article, News, Provider, Review, Stock } from '../../shared/api/types'
import { sanitizeHtml } from '../../shared/dom/sanitize'
import { blogListMessages as t } from './messages'

/**
 * The list items of later pages, built with DOM calls from the JSON API in the same markup
 * as the server's partials (templates-fixtures/partials/blog-post-item.html and
 * blog-review-item.html), so appended items look like the first page. Text goes in as text;
 * only `intro_display`, server HTML, goes in, through the allow-list sanitizer.
 */

/** A post of any list kind; articles carry authors, stocks an end date. */
export type Post = News & Partial<Pick<Stock, 'date_finish_display'> & Pick<Article, 'authors'>>

type Child = Node | string | null | false

/** `<tag class attrs>children</tag>`; null and false children are skipped. */
function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value)
  for (const child of children) if (child !== null && child !== false) node.append(child)
  return node
}

const isProvider = (p: Provider | number): p is Provider => typeof p === 'object' && p !== null

export function postItem(post: Post): HTMLLIElement {
  const image = post.main_image_variants?.small || post.main_image
  const providers = post.providers.filter(isProvider)
  const authors = post.authors ?? []
  const byline = authors.length > 0 && el(
    'span',
    { class: 'site-post__authors' },
    `${authors.length > 1 ? t.authorMany : t.authorOne}: `,
    ...authors.flatMap((author, i) => [
      author.absolute_url ? el('a', { href: author.absolute_url }, author.full_name) : author.full_name,
      i < authors.length - 1 ? ', ' : null,
    ]),
  )
  const intro = el('div', { class: 'site-post__intro' })
  intro.append(sanitizeHtml(post.intro_display))

  return el(
    'li',
    { class: 'site-list__item site-post' },
    !!image && el('img', { class: 'site-post__image', src: image, alt: '', loading: 'lazy' }),
    el(
      'div',
      { class: 'site-post__body' },
      el('h2', { class: 'site-post__title' }, el('a', { href: post.absolute_url }, post.title)),
      providers.length > 0 && el(
        'ul',
        { class: 'site-post__providers', 'aria-label': t.providers },
        ...providers.map((p) =>
          el('li', { class: 'site-post__provider' }, !!p.icon && el('img', { src: p.icon, alt: '', width: '16', height: '16' }), p.display_name),
        ),
      ),
      el(
        'p',
        { class: 'site-post__meta site-muted' },
        el('span', { class: 'site-post__date' }, post.date_publish_display),
        !!post.date_finish_display && el('span', { class: 'site-post__finish' }, `${t.finish} ${post.date_finish_display}`),
        byline,
      ),
      intro,
    ),
  ) as HTMLLIElement
}

function reviewHead(review: Review): HTMLElement {
  return el(
    'p',
    { class: 'site-review__head' },
    !!review.avatar_image &&
      el('img', { class: 'site-review__avatar', src: review.avatar_image, alt: '', width: '48', height: '48', loading: 'lazy' }),
    el('strong', { class: 'site-review__name' }, review.name),
    el('span', { class: 'site-review__date site-muted' }, review.active_from_display),
  )
}

export function reviewItem(review: Review): HTMLLIElement {
  const of = review.rate + review.empty_rate
  // The stars are one image with a spoken name («Оценка 4 из 5»), not nine symbols read out.
  const rate = of > 0 && el(
    'p',
    { class: 'site-review__rate' },
    el(
      'span',
      { role: 'img', 'aria-label': t.rate(review.rate, of) },
      '★'.repeat(review.rate),
      el('span', { class: 'site-review__empty' }, '☆'.repeat(review.empty_rate)),
    ),
  )
  return el(
    'li',
    { class: 'site-list__item site-review' },
    reviewHead(review),
    rate,
    el('p', { class: 'site-review__content' }, review.content),
    ...review.answers.map((answer) =>
      el('blockquote', { class: 'site-review__answer' }, reviewHead(answer), el('p', { class: 'site-review__content' }, answer.content)),
    ),
  ) as HTMLLIElement
}

/** The item builder of each list kind (`data-kind`). */
export const ITEM_BUILDERS: Readonly<Record<string, (item: never) => HTMLLIElement>> = {
  news: postItem,
  article: postItem,
  stock: postItem,
  review: reviewItem,
}
