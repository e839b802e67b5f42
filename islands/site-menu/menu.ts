import { fromBreakpoint } from '../../shared/dom/breakpoints'
import { listen } from '../../shared/dom/listen'
import { disclosure, type Disclosure } from './disclosure'
import { trapFocus } from './focus-trap'

/** Spec §2: the burger is for widths below md. */
const DESKTOP = fromBreakpoint('md')

/** A menu toggle and the disclosure it became. */
interface MenuToggle {
  toggle: HTMLAnchorElement
  control: Disclosure
}

/**
 * The header menu over `[data-menu-burger]` → the navigation and each `[data-menu-dropdown]`
 * → its list. Escape closes the innermost open one and focuses its toggle; a pointer press
 * outside closes them all; reaching the desktop width closes the burger.
 */
export default function enhanceMenu(host: HTMLElement): () => void {
  const dropdowns = attachDropdowns(host)
  const burger = attachBurger(host)

  const closeAll = () => {
    for (const { control } of dropdowns) control.set(false)
    burger?.control.set(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const open = dropdowns.find(({ control }) => control.open) ?? (burger?.control.open ? burger : undefined)
    if (!open) return
    open.control.set(false)
    open.toggle.focus()
    event.stopPropagation()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (!host.contains(event.target as Node)) closeAll()
  }
  const unlisten = [listen(host, { keydown: onKeyDown }), listen(document, { pointerdown: onPointerDown })]

  return () => {
    unlisten.forEach((release) => release())
    for (const { control } of dropdowns) control.release()
    burger?.release()
  }
}

const panelOf = (toggle: HTMLAnchorElement) => document.getElementById(toggle.hash.slice(1))

/** Each `[data-menu-dropdown]` over its list, one open at a time, as menus do. */
function attachDropdowns(host: HTMLElement): MenuToggle[] {
  const dropdowns: MenuToggle[] = []
  for (const toggle of host.querySelectorAll<HTMLAnchorElement>('a[data-menu-dropdown]')) {
    const panel = panelOf(toggle)
    if (!panel) continue
    const control = disclosure(toggle, panel, (open) => {
      if (open) for (const other of dropdowns) if (other.toggle !== toggle) other.control.set(false)
    })
    dropdowns.push({ toggle, control })
  }
  return dropdowns
}

/**
 * The burger over the navigation: while open the host has `site-menu--open`, focus stays inside
 * it and moves to the navigation's first link; reaching the desktop width closes it. Null
 * without a burger and its panel.
 */
function attachBurger(host: HTMLElement): (MenuToggle & { release(): void }) | null {
  const toggle = host.querySelector<HTMLAnchorElement>('a[data-menu-burger]')
  const panel = toggle && panelOf(toggle)
  if (!toggle || !panel) return null
  let releaseTrap: (() => void) | null = null
  const control = disclosure(toggle, panel, (open) => {
    host.classList.toggle('site-menu--open', open)
    releaseTrap?.()
    releaseTrap = null
    if (!open) return
    releaseTrap = trapFocus(host)
    panel.querySelector<HTMLElement>('a[href], button')?.focus()
  })
  // On desktop the navigation is always shown (CSS): an open burger there would trap focus.
  const desktop = window.matchMedia(DESKTOP)
  const unlisten = listen(desktop, {
    change: () => {
      if (desktop.matches) control.set(false)
    },
  })
  return {
    toggle,
    control,
    release() {
      unlisten()
      control.release()
      releaseTrap?.()
      host.classList.remove('site-menu--open')
    },
  }
}
