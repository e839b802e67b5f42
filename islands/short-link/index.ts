import type { Island } from '../../shared/runtime/island'
import type { Props } from '../../shared/runtime/schema'

/**
 * `form`: the id of the catalogue filter form whose filters the link keeps;
 * `shortLinkUrl`: where to POST (the site config's `short_link_url`).
 */
const schema = {
  form: 'string',
  shortLinkUrl: 'url',
} as const
export type ShortLinkProps = Props<typeof schema>

/**
 * The short-link generator of a catalogue filter page (spec §2, §5, §7): «Получить короткую
 * ссылку» shortens the page address with the form's filters, then shows the link in a
 * read-only field with «Копировать». Needs script, so the host has no server fallback.
 */
export default {
  schema,
  strategy: 'visible',
  render: () => import('./ShortLink'),
} satisfies Island<typeof schema>
