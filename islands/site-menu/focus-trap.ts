import { listen } from '../../shared/dom/listen'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus inside `region` (the burger and its navigation) while the menu is
 * open: Tab from the last control goes to the first, Shift+Tab from the first to the last.
 * (Not `inert` on the rest of the page: the page would lose its main landmark for assistive
 * technology while the menu is only an overlay.) Returns the release.
 */
export function trapFocus(region: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const items = [...region.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.closest('[hidden]') === null)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  return listen(region, { keydown: onKeyDown })
}
