import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `kind`: callback, number-selection or tariff-selection; the modal's id is the kind, so a
 * `modal-opener` with `data-modal="<kind>"` opens it. `action`: the API endpoint it posts to.
 */
const schema = { kind: 'string', action: 'url' } as const
export type FormModalProps = Props<typeof schema>

/** A request form in a modal (spec §2, §5, §7): the callback and selection requests. */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./FormModal'),
} satisfies Island<typeof schema>
