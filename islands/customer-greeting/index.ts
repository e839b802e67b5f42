import type { Customer } from '../../shared/api/types'
import type { Island } from '../../shared/contract/island'
import type { OptionalJson, Props } from '../../shared/contract/schema'

const schema = {
  /** The sign-in page «Войти» leads to. */
  signinUrl: 'url',
  /** Where «Выйти» posts (with `csrfmiddlewaretoken`). */
  logoutUrl: 'url',
  /** The signed-in customer, `{name, phone_number}`, or null. */
  customer: 'json?' as OptionalJson<Customer | null>,
} as const
export type CustomerGreetingProps = Props<typeof schema>

/**
 * Header greeting (spec §6): «Добро пожаловать!» and sign-in, or «Здравствуйте!» with the name and
 * sign-out.
 *
 * «Добро пожаловать!» + «Войти», or «Здравствуйте!» with the name (or phone) + «Выйти» (POST with
 * `csrfmiddlewaretoken`).
 */
export default {
  schema,
  // The server drew the greeting and its button: React comes with the visitor's press.
  strategy: 'interaction',
  chunk: 'header',
  render: () => import('./CustomerGreeting'),
} satisfies Island<typeof schema>
