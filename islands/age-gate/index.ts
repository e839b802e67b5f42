import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/** `cookie`: the name of the cookie «confirm» sets (the server then leaves the host out); `homeUrl`: where the denied modal leads. */
const schema = { cookie: 'string', homeUrl: 'url' } as const
export type AgeGateProps = Props<typeof schema>

/**
 * The age-18 check (spec §2, §4) on pages the server marks adult: the page behind stays
 * inert until «confirm»; «deny» swaps to the denied modal.
 */
export default {
  schema,
  // Eager: the page must not be usable before the question is asked.
  strategy: 'eager',
  render: () => import('./AgeGate'),
} satisfies Island<typeof schema>
