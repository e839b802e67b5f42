import { listen } from '../../browser/dom/listen'
import { FILTER_MODE_ATTR, FILTER_MODE_TOGGLE_ATTR } from './attributes'
import { FILTER_MODE_MESSAGES as M } from './messages'
import { filterParams } from './serialize'

type FilterMode = 'simple' | 'advanced'

/**
 * The compact numbers filter (spec §2, §4) over `partials/filter-widgets.html`'s `advanced`
 * block: a `[data-filter-mode-toggle]` button (shown by CSS only where script runs) whose
 * aria-controls names the block of advanced fields. «Расширенный поиск» shows them, «Простой поиск» hides them again.
 *
 * Hidden fields keep their values and stay in the query (hiding is a view choice, not a reset:
 * the link the visitor shares or reloads must show the same list); the toggle then says how
 * many of them are filled. A page whose query fills an advanced field opens in the advanced
 * mode, so the mode follows the address without a parameter of its own.
 */
export function enhanceCompactMode(form: HTMLElement): () => void {
  const toggle = form.querySelector<HTMLButtonElement>(`button[${FILTER_MODE_TOGGLE_ATTR}]`)
  if (!toggle) return () => {}
  const panelId = toggle.getAttribute('aria-controls') ?? ''
  const panel = panelId ? document.getElementById(panelId) : null
  if (!panel || !form.contains(panel)) {
    console.warn(`[islands] "filters": the filter-mode toggle's aria-controls="${panelId}" names no block inside the form`, toggle)
    return () => {}
  }

  // The server drew the mode this chooses (partials/filter-widgets.html), so mounting moves nothing.
  const served = { expanded: toggle.getAttribute('aria-expanded'), text: toggle.textContent, hidden: panel.hidden }
  let mode: FilterMode = filledIn(form, panel) > 0 ? 'advanced' : 'simple'
  const show = () => {
    const advanced = mode === 'advanced'
    panel.hidden = !advanced
    toggle.setAttribute('aria-expanded', String(advanced))
    toggle.textContent = advanced ? M.toSimple : M.toAdvanced(filledIn(form, panel))
    form.setAttribute(FILTER_MODE_ATTR, mode)
  }
  const onClick = () => {
    mode = mode === 'advanced' ? 'simple' : 'advanced'
    show()
  }

  show()
  const unlisten = listen(toggle, { click: onClick })
  return () => {
    unlisten()
    // Back to the server's markup.
    toggle.setAttribute('aria-expanded', served.expanded ?? 'false')
    toggle.textContent = served.text
    panel.hidden = served.hidden
    form.removeAttribute(FILTER_MODE_ATTR)
  }
}

/** How many filters of the block would narrow the list (the names its fields send). */
function filledIn(form: HTMLElement, panel: HTMLElement): number {
  if (!(form instanceof HTMLFormElement)) return 0
  const names = new Set(Array.from(panel.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]'), (field) => field.name))
  return new Set(Array.from(filterParams(form).keys()).filter((name) => names.has(name))).size
}
