import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {
  /** The name of the cookie «confirm» sets (the server then leaves the host out). */
  cookie: 'string',
  /** Where the denied modal leads. */
  homeUrl: 'url',
} as const
export type AgeGateProps = Props<typeof schema>

/**
 * The age-18 check (spec §2, §4) on pages the server marks adult: the page behind stays
 * inert until «confirm»; «deny» swaps to the denied modal.
 *
 * The age-18 check on a page the server marks adult: a modal without «Закрыть» (Escape refused)
 * keeps the page inert; «Да, мне есть 18» sets the cookie for a year and removes the modal; «Нет»
 * swaps to «Раздел недоступен» with «На главную». The server leaves the host out once the cookie
 * is there (the reference server marks the smart-watch landing `/devices/type/umnye-chasy/`).
 */
export default {
  schema,
  // Eager: the page must not be usable before the question is asked.
  strategy: 'eager',
  render: () => import('./AgeGate'),
} satisfies Island<typeof schema>
