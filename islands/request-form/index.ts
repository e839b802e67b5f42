import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** Which rules of shared/validation's requestForms apply: contacts, cooperation, feedback, review, number-order, stock-request-number, … */
  kind: 'string',
  /** `multipart` (the default: the generic AJAX forms, FormData with ajax=1) or `json` (stock requests). */
  body: 'string?',
} as const
export type RequestFormProps = Props<typeof schema>

/**
 * Behaviour over a server-rendered request form (spec §5, §7, §8): inline validation, phone
 * mask, AJAX submit with the CSRF header, errors on the fields, the success modal.
 *
 * Behaviour over a server request form (the host is the `<form>` or holds it): spec §5 rules on
 * submit and on leaving a touched field, messages linked with `aria-describedby`/`aria-invalid`,
 * phone masks as in the checkout, e-mail suggestions, AJAX POST to the form's `action` (FormData
 * with `ajax=1`, or JSON) with the CSRF header, a busy submit button (one request however often
 * pressed); `{status: 'ok'}` → form reset and the success modal «Заявка отправлена»; 400 field
 * errors on their fields, the rest under «Пожалуйста, исправьте ошибки, чтобы мы приняли ваш
 * запрос:»; other failures a message above the button, the text kept.
 */
export default {
  schema,
  // Idle, not on interaction: a submit before the chunk arrived would be a plain post.
  strategy: 'idle',
  enhance: () => import('./request-form'),
} satisfies Island<typeof schema>
