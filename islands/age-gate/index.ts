import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** The name of the cookie «confirm» sets (the server then leaves the host out). */
  cookie: 'string',
} as const
export type AgeGateProps = Props<typeof schema>

/**
 * The age-18 check (spec §2, §4) on pages the server marks adult: the server's question keeps the
 * page inert until «confirm»; «deny» swaps to the denied dialog. No React.
 *
 * The host holds two closed `<dialog class="modal">`s in the markup of browser/ui/Modal.tsx, without
 * «Закрыть»: the question `dialog[data-age-ask]` («Вам исполнилось 18 лет?», with
 * `button[data-age-confirm]` «Да, мне есть 18» and `button[data-age-deny]` «Нет») and the denied
 * `dialog[data-age-denied]` («Раздел недоступен», a link «На главную»); their words are the
 * server's alone (templates/partials/age-gate.html draws them). The question opens with the page
 * (`showModal()`: the page behind is inert, the focus inside) and cannot be dismissed: Escape is
 * refused, and a dialog the browser closes anyway, or another modal opened over it, gives way to it
 * again. «Да» sets the cookie for a year, removes both dialogs and focuses the page's `h1`; «Нет»
 * swaps to the denied dialog. The server leaves the host out once the cookie is there (the
 * reference server marks the smart-watch landing `/devices/type/umnye-chasy/`). A host without the
 * dialogs (a template from before they were the server's) is left alone with one warning.
 */
export default {
  schema,
  // Eager: the page must not be usable before the question is asked; the enhancer is small, and
  // opening its dialogs starts none of the islands that wait for a dialog (browser/stores/modal.ts).
  strategy: 'eager',
  enhance: () => import('./age-gate'),
} satisfies Island<typeof schema>
