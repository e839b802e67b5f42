import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `itemCount`: cart lines the server rendered (the submit button stays disabled while the
 * cart is empty); `maxPhones`: how many phone inputs «Добавить телефон» may reach.
 */
const schema = { itemCount: 'int', maxPhones: 'int' } as const
export type CheckoutProps = Props<typeof schema>

/**
 * Behaviour over the server's checkout form on /order/ (spec §4, §5, §8): phone masks and
 * extra phones, delivery choice with its cost and courier fields, the #datepicker calendar,
 * payment buttons with «Показать все», inline validation, POST /api/orders/ with the errors
 * mapped back onto the form, analytics and the redirect to the order page.
 */
export default {
  schema,
  strategy: 'eager',
  enhance: () => import('./checkout'),
} satisfies Island<typeof schema>
