import { putPageBody as put, renderTemplate } from '../fixture'
import type { News, Provider, Review } from '../../shared/api/types'
import type { Post } from '../../shared/ui/cards'

/**
 * Renders the blog list templates of templates-fixtures/ the way the reference server does
 * (same loader options; no built assets needed), so the blog-list tests run over the real
 * markup of /news/, /articles/, /stocks/, /articles/authors/{id}/ and /reviews/.
 */
export const PROVIDERS: Provider[] = [
  { id: 1, name: 'mts', display_name: 'МТС', official_name: 'ПАО «МТС»', icon: '/static/img/providers/mts.svg' },
  { id: 2, name: 'beeline', display_name: 'Билайн', official_name: 'ПАО «ВымпелКом»', icon: '/static/img/providers/beeline.svg' },
  { id: 3, name: 'megafon', display_name: 'МегаФон', official_name: 'ПАО «МегаФон»', icon: null },
]

type Kind = 'news' | 'article' | 'stock'
const PATHS: Record<Kind, string> = { news: '/news/', article: '/articles/', stock: '/stocks/' }

/** A post as the API sends it, numbered so tests can tell pages apart. */
export function post(id: number, kind: Kind = 'news', providers: string[] = ['mts']): Post {
  const base: News = {
    id,
    title: `Новость номер ${id}`,
    slug: `post-${id}`,
    created: '2026-11-20T10:00:00+03:00',
    providers: PROVIDERS.filter((p) => providers.includes(p.name)),
    main_image: id % 2 ? `/static/img/news/post-${id}.jpg` : null,
    main_image_variants: id % 2 ? { small: `/static/img/news/post-${id}-small.jpg`, large: `/static/img/news/post-${id}-large.jpg` } : {},
    intro_display: `<p>Вступление ${id}.<br>Вторая строка &amp; ещё.</p>`,
    content_display: `<p>Текст ${id}</p>`,
    date_publish_display: '20 ноября 2026',
    absolute_url: `${PATHS[kind]}post-${id}/`,
  }
  if (kind === 'article') {
    return {
      ...base,
      authors: [
        { id: 1, full_name: 'Анна Смирнова', absolute_url: '/articles/authors/1/' },
        ...(id % 2 ? [{ id: 2, full_name: 'Дмитрий Козлов', absolute_url: '/articles/authors/2/' }] : []),
      ],
    }
  }
  if (kind === 'stock') return { ...base, date_finish_display: '19 января 2027' }
  return base
}

export const postsOn = (page: number, kind: Kind = 'news', size = 20) =>
  Array.from({ length: size }, (_, i) => post((page - 1) * size + i + 1, kind))

export function review(id: number, rate = 4, answers = 1): Review {
  const one = (name: string, content: string, r: number, avatar: string | null): Review => ({
    name, avatar_image: avatar, rate: r, empty_rate: r ? 5 - r : 0, active_from_display: '20 ноября 2026', content, answers: [],
  })
  return {
    ...one(`Покупатель ${id}`, `Отзыв ${id}: всё понравилось.\nСпасибо!`, rate, id % 2 ? `/static/img/avatars/${id}.jpg` : null),
    answers: Array.from({ length: answers }, (_, i) => one('Магазин номеров', `Ответ ${i + 1} на отзыв ${id}`, 0, null)),
  }
}

interface PostPageOptions {
  kind?: Kind
  posts?: Post[]
  nextPage?: number | null
  selected?: string[]
  /** An author's list: no provider pills, data URL with ?author=. */
  author?: { id: number; full_name: string }
}

/** A blog list page as the server renders it, put into the document body. */
export function renderPostList({ kind = 'news', posts = postsOn(1, kind), nextPage = 2, selected = [], author }: PostPageOptions = {}): void {
  const listPath = author ? `/articles/authors/${author.id}/` : PATHS[kind]
  const pills = [
    { title: 'Все', url: listPath, provider: '', active: selected.length === 0 },
    ...PROVIDERS.map((p) => ({ title: p.display_name, url: `${listPath}?provider=${p.name}`, provider: p.name, active: selected.includes(p.name) })),
  ]
  const dataUrls: Record<Kind, string> = { news: '/api/news/', article: '/api/authors/articles/', stock: '/api/stocks/' }
  put(renderTemplate('pages/site/post-list.html', {
    site_name: 'Номера и тарифы',
    nav: [],
    kind,
    title: author ? `Статьи автора: ${author.full_name}` : 'Новости',
    list_path: listPath,
    posts,
    filters: author ? [] : pills,
    page: 1,
    next_page: nextPage,
    next_url: nextPage ? `${listPath}?page=${nextPage}` : null,
    data_url: author ? `/api/authors/articles/?author=${author.id}` : dataUrls[kind],
  }))
}

/** The reviews page as the server renders it. */
export function renderReviews(reviews: Review[], nextPage: number | null = 2): void {
  put(renderTemplate('pages/site/reviews.html', {
    site_name: 'Номера и тарифы',
    nav: [],
    reviews,
    page: 1,
    next_page: nextPage,
    next_url: nextPage ? `/reviews/?page=${nextPage}` : null,
    data_url: '/api/load-more-reviews/',
  }))
}

