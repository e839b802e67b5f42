import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** The page to return to after sign-in (`?next=`); the server checks it again. */
  next: 'string?',
  /** Where the server's page already is (after a no-script step): the code step for `phone`. */
  codeStep: 'bool?',
  phone: 'string?',
  rateLimitedUntil: 'string?',
} as const
export type SigninProps = Props<typeof schema>

/**
 * The sign-in form of /customer/signin/ (spec §4, §8) over the server's no-script form:
 * masked phone, code step with «Изменить» and the resend countdown, the 429 and «Ошибка»
 * modals, and a same-origin redirect at the end.
 */
export default {
  schema,
  strategy: 'eager',
  render: () => import('./Signin'),
} satisfies Island<typeof schema>
