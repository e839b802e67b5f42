import { listen } from '../../browser/dom/listen'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus inside the open menu while it is open: `parts()` are the elements it is
 * made of (the menu button and its panel), in document order; Tab from the last control goes to
 * the first, Shift+Tab from the first to the last. Keys pressed in a dialog opened from the menu
 * (the region's) are that dialog's. (Not `inert` on the rest of the page: the page would lose its
 * main landmark for assistive technology while the menu is only an overlay.) Returns the release.
 */
export function trapFocus(root: HTMLElement, parts: () => HTMLElement[]): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || (event.target as Element).closest('dialog')) return
    const items = parts()
      .flatMap((part) => (part.matches(FOCUSABLE) ? [part] : [...part.querySelectorAll<HTMLElement>(FOCUSABLE)]))
      .filter((el) => el.closest('[hidden]') === null && el.closest('dialog') === null)
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
  return listen(root, { keydown: onKeyDown })
}
