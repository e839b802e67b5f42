import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The page to return to after sign-in (`?next=`); the server checks it again. */
  next: 'string?',
  /** Where the server's page already is (after a no-script step): the code step for `phone`. */
  codeStep: 'bool?',
  /** The phone number the server's form shows (after a no-script step), or the code step is for. */
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
// On the first pointer, touch or focus in the form: the server's phone step looks as the island's
// first render does (same field, label, placeholder and button in the same places), so React DOM,
// imask and the forms code come with the visitor, not with the page (issue 40). The runtime keeps
// the focus and what was typed, and replays a press of «Получить код» on the island's button.
export default {
  schema,
  strategy: 'interaction',
  // After a no-script step (a rare path) the island takes over the server's page at once: the code
  // step's resend countdown runs before the visitor acts, and the phone the server refused is
  // written into the island's field before the visitor edits it.
  strategyFor: ({ codeStep, phone }) => (codeStep || phone ? 'eager' : undefined),
  render: () => import('./Signin'),
} satisfies Island<typeof schema>
