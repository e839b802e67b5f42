import { visibleWhenEmpty } from '../../shared/contract/drawn-control'
import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The id of the catalogue filter form whose filters the link keeps. */
  form: 'string',
  /** Where to POST `{with_param_url}` (the site config's `short_link_url`). */
  shortLinkUrl: 'url',
} as const
export type ShortLinkProps = Props<typeof schema>

/**
 * The short-link generator of a catalogue filter page (spec §2, §5, §7): «Получить короткую
 * ссылку» shortens the page address with the form's filters, then shows the link in a
 * read-only field with «Копировать». Needs script, so the host has no server fallback.
 *
 * «Получить короткую ссылку»: POST `{with_param_url}` (the page address with the form's values:
 * `catalog_id`, `ordering`, `page_size` and empty values left out, repeated names joined by `:`,
 * masked integers cleaned) → a read-only link with «Копировать» («Ссылка скопирована»); error
 * «Произошла ошибка. Попробуйте еще раз позже.».
 */
export default {
  schema,
  // The server drew the button: React comes with the visitor's press.
  strategy: 'interaction',
  strategyFor: visibleWhenEmpty,
  chunk: 'cards',
  render: () => import('./ShortLink'),
} satisfies Island<typeof schema>
