import type { Tag } from '../shared/api/types'
import { swatchClass } from '../shared/format/swatch'
import { CARD_MESSAGES as M } from './messages'

/** A card's tags with their colours as swatch classes (partials/card-tags.html). */
export function CardTags({ tags }: { tags?: Pick<Tag, 'name' | 'color'>[] | null }) {
  if (!tags?.length) return null
  return (
    <ul className="card-tags" aria-label={M.tags}>
      {tags.map((tag, index) => (
        <li key={index} className={`badge card-tag ${swatchClass(tag.color)}`}>
          {tag.name}
        </li>
      ))}
    </ul>
  )
}
