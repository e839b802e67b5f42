import type { Island } from '../../shared/contract/island'

const schema = {} as const

/**
 * The site's one generic modal (spec §2: title, message, «Закрыть»): any island shows it with
 * `showMessage({title, message})` from browser/stores; one empty host per page renders it.
 *
 * The site's one generic modal: title, message as text, «Закрыть»; any island shows it with
 * `showMessage({title, message})` from browser/stores (success modals are this modal). One empty
 * host per page (the footer has it).
 */
export default {
  schema,
  // Nothing to show until an island opens the message (the modal store): React comes then.
  strategy: 'interaction',
  wakeOn: { modal: 'now' },
  chunk: 'header',
  render: () => import('./MessageModal'),
} satisfies Island<typeof schema>
