import type { Island } from '../../shared/runtime/island'
import type { OptionalJson, Props } from '../../shared/runtime/schema'

/**
 * `kind`: callback, number-selection or tariff-selection; the modal's id is the kind, so a
 * `modal-opener` with `data-modal="<kind>"` opens it. `action`: the endpoint it posts to.
 * `values`: starting values by field name, e.g. `{"origin_number": "+7 912 …"}` for a stock request.
 */
const schema = { kind: 'string', action: 'url', values: 'json?' as OptionalJson<Record<string, string>> } as const
export type FormModalProps = Props<typeof schema>

/** A request form in a modal (spec §2, §5, §7): callback, selection and stock requests. */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./FormModal'),
} satisfies Island<typeof schema>
