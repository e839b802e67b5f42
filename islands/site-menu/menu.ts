import { fromBreakpoint } from '../../browser/dom/breakpoints'
import { listen } from '../../browser/dom/listen'
import { disclosure, type Disclosure } from './disclosure'
import { trapFocus } from './focus-trap'

/** From lg the region and the greeting stand in the header row: the open menu is the navigation alone. */
const WIDE = fromBreakpoint('lg')

/** A menu toggle and the disclosure it became. */
interface MenuToggle {
  toggle: HTMLAnchorElement
  control: Disclosure
}

/** The menu button: its disclosure, and whether a node is part of the open menu. */
interface Burger extends MenuToggle {
  contains(node: Node): boolean
  release(): void
}

/**
 * The header menu over the header row `host`: `[data-menu-burger]` → its panel (the navigation,
 * the region, the page's widgets) and each `[data-menu-dropdown]` → its list. Escape closes the
 * innermost open one and focuses its toggle; a pointer press outside the menu closes them all.
 * Keys and presses in a dialog opened from the menu (the region's) are that dialog's.
 */
export default function enhanceMenu(host: HTMLElement): () => void {
  const dropdowns = attachDropdowns(host)
  const burger = attachBurger(host)

  const closeAll = () => {
    for (const { control } of dropdowns) control.set(false)
    burger?.control.set(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || inDialog(event.target)) return
    const open = dropdowns.find(({ control }) => control.open) ?? (burger?.control.open ? burger : undefined)
    if (!open) return
    open.control.set(false)
    open.toggle.focus()
    event.stopPropagation()
  }
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node
    if (burger ? !burger.contains(target) : !host.contains(target)) closeAll()
  }
  const unlisten = [listen(host, { keydown: onKeyDown }), listen(document, { pointerdown: onPointerDown })]

  return () => {
    unlisten.forEach((release) => release())
    for (const { control } of dropdowns) control.release()
    burger?.release()
  }
}

const panelOf = (toggle: HTMLAnchorElement) => document.getElementById(toggle.hash.slice(1))
const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest('dialog') !== null

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
 * The menu button over its panel: while open the host has `site-menu--open`, focus moves to the
 * navigation's first link and stays in the menu (below lg the whole panel, over the page; from lg
 * the navigation, which drops down under the button while the rest of the panel stands in the
 * row). Null without a button and its panel.
 */
function attachBurger(host: HTMLElement): Burger | null {
  const toggle = host.querySelector<HTMLAnchorElement>('a[data-menu-burger]')
  const panel = toggle && panelOf(toggle)
  if (!toggle || !panel) return null
  const nav = panel.querySelector<HTMLElement>('nav') ?? panel
  const wide = window.matchMedia(WIDE)
  const parts = () => [toggle, wide.matches ? nav : panel]
  let releaseTrap: (() => void) | null = null
  const control = disclosure(toggle, panel, (open) => {
    host.classList.toggle('site-menu--open', open)
    releaseTrap?.()
    releaseTrap = null
    if (!open) return
    releaseTrap = trapFocus(host, parts)
    nav.querySelector<HTMLElement>('a[href], button')?.focus()
  })
  return {
    toggle,
    control,
    contains: (node) => parts().some((part) => part.contains(node)),
    release() {
      control.release()
      releaseTrap?.()
      host.classList.remove('site-menu--open')
    },
  }
}
