import type { Island } from '../../shared/runtime/island'

const schema = {} as const

/**
 * The site's one generic modal (spec §2: title, message, «Закрыть»): any island shows it with
 * `showMessage({title, message})` from shared/stores; one empty host per page renders it.
 */
export default {
  schema,
  strategy: 'idle',
  render: () => import('./MessageModal'),
} satisfies Island<typeof schema>
