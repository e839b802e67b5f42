import { Fragment } from 'react'
import type { Article, News, Provider, Stock } from '../shared/api/types'
import { CARD_MESSAGES as M } from './messages'
import { SanitizedHtml } from './SanitizedHtml'

/** A post of any blog list kind: news, an article (authors) or a stock (an end date). */
export type Post = News & Partial<Pick<Stock, 'date_finish_display'> & Pick<Article, 'authors'>>

const isProvider = (p: Provider | number): p is Provider => typeof p === 'object' && p !== null

/** One news, article or stock item of a blog list (partials/blog-post-item.html). */
export function PostCard({ post }: { post: Post }) {
  const image = post.main_image_variants?.small || post.main_image
  const providers = (post.providers ?? []).filter(isProvider)
  const authors = post.authors ?? []
  return (
    <div className="site-list__item site-post" role="listitem">
      {image && <img className="site-post__image" src={image} alt="" loading="lazy" />}
      <div className="site-post__body">
        <h2 className="site-post__title">
          <a href={post.absolute_url}>{post.title}</a>
        </h2>
        {providers.length > 0 && (
          <ul className="site-post__providers" aria-label={M.providers}>
            {providers.map((provider) => (
              <li key={provider.id} className="site-post__provider">
                {provider.icon && <img src={provider.icon} alt="" width="16" height="16" />}
                {provider.display_name}
              </li>
            ))}
          </ul>
        )}
        <p className="site-post__meta site-muted">
          <span className="site-post__date">{post.date_publish_display}</span>
          {post.date_finish_display && <span className="site-post__finish">{`${M.finish} ${post.date_finish_display}`}</span>}
          {authors.length > 0 && (
            <span className="site-post__authors">
              {`${authors.length > 1 ? M.authorMany : M.authorOne}: `}
              {authors.map((author, i) => (
                <Fragment key={i}>
                  {author.absolute_url ? <a href={author.absolute_url}>{author.full_name}</a> : author.full_name}
                  {i < authors.length - 1 && ', '}
                </Fragment>
              ))}
            </span>
          )}
        </p>
        <SanitizedHtml className="site-post__intro" html={post.intro_display} />
      </div>
    </div>
  )
}
