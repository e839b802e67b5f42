import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `kind`: which rules of shared/validation's requestForms apply (contacts, cooperation,
 * feedback, review, number-order, stock-request-number, …); `body`: `multipart` (default, the
 * generic AJAX forms: FormData with ajax=1) or `json` (stock requests).
 */
const schema = { kind: 'string', body: 'string?' } as const
export type RequestFormProps = Props<typeof schema>

/**
 * Behaviour over a server-rendered request form (spec §5, §7, §8): inline validation, phone
 * mask, AJAX submit with the CSRF header, errors on the fields, the success modal.
 */
export default {
  schema,
  // Idle, not on interaction: a submit before the chunk arrived would be a plain post.
  strategy: 'idle',
  enhance: () => import('./request-form'),
} satisfies Island<typeof schema>
