import { listen } from './listen'

/**
 * Toggle buttons over server markup (spec §4: pill, underline and payment buttons toggle an
 * active state): `aria-pressed` for assistive technology and the `is-active` class the CSS
 * draws. Shared by the blog provider pills, the pill/underline button groups and the
 * gallery's thumbnails.
 */
export const ACTIVE_CLASS = 'is-active'

export function paintPressed(buttons: Iterable<HTMLElement>, isPressed: (button: HTMLElement) => boolean): void {
  for (const button of buttons) {
    const pressed = isPressed(button)
    button.classList.toggle(ACTIVE_CLASS, pressed)
    button.setAttribute('aria-pressed', String(pressed))
  }
}

/** The toggle under an event's target within `root`, or null. */
export function closestWithin<T extends HTMLElement>(root: HTMLElement, event: Event, selector: string): T | null {
  const found = event.target instanceof Element ? event.target.closest<T>(selector) : null
  return found && root.contains(found) ? found : null
}

/**
 * A link acting as a toggle button: `role="button"`, Space presses it like a button (Enter
 * already clicks a link), a modified click (new tab or window) still follows the link.
 * Returns the release.
 */
export function linksAsButtons(root: HTMLElement, selector: string, onPress: (link: HTMLElement) => void): () => void {
  const links = Array.from(root.querySelectorAll<HTMLElement>(selector))
  const current = links.map((link) => link.getAttribute('aria-current'))
  const onClick = (event: MouseEvent) => {
    const link = closestWithin(root, event, selector)
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onPress(link)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const link = closestWithin(root, event, selector)
    if (!link || event.key !== ' ') return
    event.preventDefault()
    onPress(link)
  }
  for (const link of links) {
    link.setAttribute('role', 'button')
    link.removeAttribute('aria-current')
  }
  const unlisten = listen(root, { click: onClick, keydown: onKeyDown })
  return () => {
    unlisten()
    links.forEach((link, i) => {
      link.removeAttribute('role')
      link.removeAttribute('aria-pressed')
      const was = current[i]
      if (was !== null && was !== undefined) link.setAttribute('aria-current', was)
    })
  }
}
