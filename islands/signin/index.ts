import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** The page to return to after sign-in (`?next=`); the server checks it again. */
  next: 'string?',
  /** Where the server's page already is (after a no-script step): the code step for `phone`. */
  codeStep: 'bool?',
  /** The phone number the code step is for. */
  phone: 'string?',
  /** When sending a code again is allowed (ISO time), after a rate-limited no-script step. */
  rateLimitedUntil: 'string?',
} as const
export type SigninProps = Props<typeof schema>

/**
 * The sign-in form of /customer/signin/ (spec §4, §8) over the server's no-script form:
 * masked phone, code step with «Изменить» and the resend countdown, the 429 and «Ошибка»
 * modals, and a same-origin redirect at the end.
 *
 * Over the no-script form of /customer/signin/: phone masked `+7 (999) 999-99-99` (imask, shared
 * with the checkout), «Неверный формат номера телефона.», POST send-signin-code → the code step; a
 * 429 opens «Код был отправлен ранее» and goes on to the code step; code field (digits only, up to
 * 12, `autocomplete="one-time-code"`, numeric keyboard), «Изменить» back to the phone step, resend
 * with a live «Отправить повторно через {time}» / «Отправить код повторно», a resend 429 «Слишком
 * много попыток…»; 400 field errors under the field, others in the «Ошибка» modal; success follows
 * `redirect_to` only when same-origin (else `/`).
 */
export default {
  schema,
  strategy: 'eager',
  render: () => import('./Signin'),
} satisfies Island<typeof schema>
