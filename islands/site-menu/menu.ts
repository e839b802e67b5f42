import { fromBreakpoint } from '../../shared/dom/breakpoints'
import { disclosure, type Disclosure } from './disclosure'
import { trapFocus } from './focus-trap'

/** Spec §2: the burger is for widths below md. */
const DESKTOP = fromBreakpoint('md')

/**
 * The header menu over `[data-menu-burger]` → the navigation and each `[data-menu-dropdown]`
 * → its list. Escape closes the innermost open one and focuses its toggle; a pointer press
 * outside closes them all; reaching the desktop width closes the burger.
 */
export default function enhanceMenu(host: HTMLElement): () => void {
  const panelOf = (toggle: HTMLAnchorElement) => document.getElementById(toggle.hash.slice(1))
  const dropdowns: { toggle: HTMLAnchorElement; control: Disclosure }[] = []
  for (const toggle of host.querySelectorAll<HTMLAnchorElement>('a[data-menu-dropdown]')) {
    const panel = panelOf(toggle)
    if (!panel) continue
    const control = disclosure(toggle, panel, (open) => {
      // One dropdown at a time, as menus do.
      if (open) for (const other of dropdowns) if (other.toggle !== toggle) other.control.set(false)
    })
    dropdowns.push({ toggle, control })
  }

  const burgerToggle = host.querySelector<HTMLAnchorElement>('a[data-menu-burger]')
  const burgerPanel = burgerToggle && panelOf(burgerToggle)
  let releaseTrap: (() => void) | null = null
  const burger =
    burgerToggle && burgerPanel
      ? disclosure(burgerToggle, burgerPanel, (open) => {
          host.classList.toggle('site-menu--open', open)
          releaseTrap?.()
          releaseTrap = null
          if (!open) return
          releaseTrap = trapFocus(host)
          burgerPanel.querySelector<HTMLElement>('a[href], button')?.focus()
        })
      : null
  // On desktop the navigation is always shown (CSS): an open burger there would trap focus.
  const desktop = window.matchMedia(DESKTOP)
  const syncWidth = () => {
    if (desktop.matches) burger?.set(false)
  }
  desktop.addEventListener('change', syncWidth)

  const closeAll = () => {
    for (const { control } of dropdowns) control.set(false)
    burger?.set(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const dropdown = dropdowns.find(({ control }) => control.open)
    if (dropdown) {
      dropdown.control.set(false)
      dropdown.toggle.focus()
    } else if (burger?.open) {
      burger.set(false)
      burgerToggle?.focus()
    } else {
      return
    }
    event.stopPropagation()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (!host.contains(event.target as Node)) closeAll()
  }
  host.addEventListener('keydown', onKeyDown)
  document.addEventListener('pointerdown', onPointerDown)

  return () => {
    host.removeEventListener('keydown', onKeyDown)
    document.removeEventListener('pointerdown', onPointerDown)
    desktop.removeEventListener('change', syncWidth)
    for (const { control } of dropdowns) control.release()
    burger?.release()
    releaseTrap?.()
    host.classList.remove('site-menu--open')
  }
}
