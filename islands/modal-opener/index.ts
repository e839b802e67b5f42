import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/** `modal`: the id of the modal to open (a form modal's kind, e.g. `callback`). */
const schema = { modal: 'string' } as const
export type ModalOpenerProps = Props<typeof schema>

/**
 * A server-rendered button or link that opens a modal through the modal store. Without
 * JavaScript a link host goes to its href (e.g. the contacts page's form).
 */
export default {
  schema,
  strategy: 'eager',
  enhance: () => import('./modal-opener'),
} satisfies Island<typeof schema>
