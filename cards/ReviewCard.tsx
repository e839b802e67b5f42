import type { Review } from '../shared/api/types'
import { CARD_MESSAGES as M } from './messages'

function ReviewHead({ review }: { review: Review }) {
  return (
    <p className="site-review__head">
      {review.avatar_image && <img className="site-review__avatar" src={review.avatar_image} alt="" width="48" height="48" loading="lazy" />}
      <strong className="site-review__name">{review.name}</strong>
      <span className="site-review__date site-muted">{review.active_from_display}</span>
    </p>
  )
}

/** One review with the shop's answers (partials/blog-review-item.html). */
export function ReviewCard({ review }: { review: Review }) {
  const rate = Math.max(0, Math.trunc(Number(review.rate) || 0))
  const empty = Math.max(0, Math.trunc(Number(review.empty_rate) || 0))
  return (
    <div className="site-list__item site-review" role="listitem">
      <ReviewHead review={review} />
      {rate + empty > 0 && (
        <p className="site-review__rate">
          {/* The stars are one image with a spoken name («Оценка 4 из 5»), not nine symbols read out. */}
          <span role="img" aria-label={M.rate(rate, rate + empty)}>
            {'★'.repeat(rate)}
            <span className="site-review__empty">{'☆'.repeat(empty)}</span>
          </span>
        </p>
      )}
      <p className="site-review__content">{review.content}</p>
      {(review.answers ?? []).map((answer, i) => (
        <blockquote key={i} className="site-review__answer">
          <ReviewHead review={answer} />
          <p className="site-review__content">{answer.content}</p>
        </blockquote>
      ))}
    </div>
  )
}
