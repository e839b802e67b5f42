import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

const schema = {} as const
export type FiltersProps = Props<typeof schema>

/**
 * Behaviour over a server filter form (spec §2, §4, §5): 'any' and exclusive checkbox groups
 * on fieldsets, integer inputs with thousands separators, number-mask validation, the compact
 * numbers filter's simple and advanced modes and the internet-volume range slider.
 */
export default {
  schema,
  strategy: 'idle',
  enhance: () => import('./filters'),
} satisfies Island<typeof schema>
