import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {} as const
export type GalleryProps = Props<typeof schema>

/**
 * The product gallery with thumbnails (spec §2) over server markup: `[data-gallery-main]` with
 * its `img[data-gallery-image]`, and thumbnail links `a[data-gallery-thumb]` to the pictures.
 * A thumbnail shows its picture in the main view (`aria-pressed` on the shown one); arrow keys
 * on the main view or the thumbnails and a sideways swipe on the main view move through them.
 * Without JavaScript each thumbnail opens its picture.
 *
 * Over `[data-gallery-main] img[data-gallery-image]` and thumbnail links `a[data-gallery-thumb]`
 * (to the pictures): a thumbnail shows its picture (`aria-pressed`), ← → on the main view or the
 * thumbnails and a sideways swipe move through them.
 */
export default {
  schema,
  strategy: 'visible',
  chunk: 'widgets',
  enhance: () => import('./gallery'),
} satisfies Island<typeof schema>
