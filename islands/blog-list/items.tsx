import type { ReactNode } from 'react'
import type { Review } from '../../shared/api/types'
import { PostCard, type Post } from '../../cards/PostCard'
import { drawPageBlock } from '../../cards/render-block'
import { ReviewCard } from '../../cards/ReviewCard'
import type { BlogKind } from './kinds'

/** The card of each list kind (`data-kind`); the server's partials draw the first page alike. */
const CARDS: Readonly<Record<BlogKind, (item: never) => ReactNode>> = {
  news: (post: Post) => <PostCard post={post} />,
  article: (post: Post) => <PostCard post={post} />,
  stock: (post: Post) => <PostCard post={post} />,
  review: (review: Review) => <ReviewCard review={review} />,
}

/** The class of a page block of the blog lists (partials/blog-list-page.html). */
export const BLOG_PAGE_CLASS = 'site-list__page'

/** One page of items of list `kind`, drawn now as a page block. */
export function drawBlogPage(kind: BlogKind, items: readonly unknown[]) {
  const card = CARDS[kind] as (item: unknown) => ReactNode
  return drawPageBlock(
    BLOG_PAGE_CLASS,
    items.map((item) => card(item)),
  )
}
