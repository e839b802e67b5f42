import type { Customer } from '../../shared/api/types'
import type { Island } from '../../shared/runtime/island'
import type { OptionalJson, Props } from '../../shared/runtime/schema'

const schema = {
  signinUrl: 'url',
  logoutUrl: 'url',
  customer: 'json?' as OptionalJson<Customer | null>,
} as const
export type CustomerGreetingProps = Props<typeof schema>

/** Header greeting (spec §6): «Добро пожаловать!» and sign-in, or «Здравствуйте!» with the name and sign-out. */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./CustomerGreeting'),
} satisfies Island<typeof schema>
