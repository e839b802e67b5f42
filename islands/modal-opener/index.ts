import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The id of the modal to open (a form modal's kind, e.g. `callback`). */
  modal: 'string',
} as const
export type ModalOpenerProps = Props<typeof schema>

/**
 * A server-rendered button or link that opens a modal through the modal store. Without
 * JavaScript a link host goes to its href (e.g. the contacts page's form).
 *
 * A server button or link that opens that modal (`openModal`); a link keeps its `href` for
 * visitors without script and becomes `role="button"` (Space too) with `aria-haspopup="dialog"`.
 */
export default {
  schema,
  strategy: 'eager',
  chunk: 'layout',
  enhance: () => import('./modal-opener'),
} satisfies Island<typeof schema>
