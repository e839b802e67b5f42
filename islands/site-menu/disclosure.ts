import { listen } from '../../browser/dom/listen'

/**
 * A server link `<a href="#panel">` turned into a disclosure button for `panel`: role,
 * `aria-expanded`, `aria-controls`, Space and Enter, and the panel's `hidden`. Returns
 * the controls and the cleanup that gives the link back.
 */
export interface Disclosure {
  readonly open: boolean
  set(open: boolean): void
  release(): void
}

export function disclosure(toggle: HTMLAnchorElement, panel: HTMLElement, onChange: (open: boolean) => void): Disclosure {
  let open = false
  const set = (next: boolean) => {
    if (next === open) return
    open = next
    toggle.setAttribute('aria-expanded', String(open))
    panel.hidden = !open
    onChange(open)
  }
  const onClick = (event: MouseEvent) => {
    // Not the jump to #panel: that is the no-script way to open it.
    event.preventDefault()
    set(!open)
  }
  // A link reacts to Enter only; a button to Space as well.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return
    event.preventDefault()
    set(!open)
  }
  toggle.setAttribute('role', 'button')
  toggle.setAttribute('aria-expanded', 'false')
  toggle.setAttribute('aria-controls', panel.id)
  panel.hidden = true
  const unlisten = listen(toggle, { click: onClick, keydown: onKeyDown })
  return {
    get open() {
      return open
    },
    set,
    release() {
      set(false)
      unlisten()
      for (const name of ['role', 'aria-expanded', 'aria-controls']) toggle.removeAttribute(name)
      panel.hidden = false
    },
  }
}
