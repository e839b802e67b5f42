import type { Island } from '../../shared/contract/island'
import type { OptionalJson, Props } from '../../shared/contract/schema'

const schema = {
  /** callback, number-selection or tariff-selection; also the modal's id, so a `modal-opener` with `data-modal="<kind>"` opens it. */
  kind: 'string',
  /** The endpoint the form posts to. */
  action: 'url',
  /** Starting values by field name, e.g. `{"origin_number": "+7 912 …"}` for a stock request. */
  values: 'json?' as OptionalJson<Record<string, string>>,
} as const
export type FormModalProps = Props<typeof schema>

/**
 * A request form in a modal (spec §2, §5, §7): callback, selection and stock requests.
 *
 * A request form in a `<dialog>` (the modal's id is the kind); the fields of spec §5, the same
 * enhancer as `request-form`, JSON POST; the success modal replaces it. Renders nothing until
 * opened.
 */
export default {
  schema,
  // Nothing to show until a button opens the dialog (the modal store): React comes then.
  strategy: 'interaction',
  wakeOn: { modal: 'now' },
  chunk: 'header',
  render: () => import('./FormModal'),
} satisfies Island<typeof schema>
