import { PROPS_BLOCK } from './attributes'

/**
 * What the visitor was doing in an island's server HTML when the island replaced it: the focused
 * element's place (which top-level element of the HTML, then child indexes down to it) and, in a
 * text field, what was typed and where the caret was.
 */
interface Focus {
  path: number[]
  value: string | null
  selection: [number, number] | null
}

const isTextField = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.selectionStart !== null)

/** The focus inside `fallback` (the host's server nodes), if it is there. */
export function focusIn(fallback: readonly ChildNode[]): Focus | null {
  const active = document.activeElement
  // The props block is no place of the island's DOM: the server's HTML may have it first.
  const elements = fallback.filter((node): node is Element => node instanceof Element && !node.matches(PROPS_BLOCK))
  const top = active ? elements.findIndex((el) => el.contains(active)) : -1
  if (!active || top < 0) return null
  const path: number[] = []
  for (let el: Element = active; el !== elements[top] && el.parentElement; el = el.parentElement) {
    path.unshift([...el.parentElement.children].indexOf(el))
  }
  path.unshift(top)
  const field = isTextField(active) ? active : null
  return {
    path,
    value: field ? field.value : null,
    selection: field?.selectionStart != null && field.selectionEnd != null ? [field.selectionStart, field.selectionEnd] : null,
  }
}

/**
 * Puts the focus back at the same place in the island's new DOM, in the commit that replaced the
 * server HTML (an island that mounts on interaction replaces the field the visitor is typing in).
 * Text typed before the island arrived goes into the new field as typing would: through the
 * value setter of the element's prototype and an `input` event, which a React-controlled field
 * reads (a plain `.value =` would be undone by React's next render).
 */
export function restoreFocus(host: Element, focus: Focus): void {
  const [top = 0, ...rest] = focus.path
  const target = rest.reduce<Element | undefined>((el, i) => el?.children[i], host.children[top])
  if (!(target instanceof HTMLElement)) return
  target.focus({ preventScroll: true })
  if (!isTextField(target) || focus.value === null || focus.value === '' || target.value !== '') return
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set
  setter?.call(target, focus.value)
  target.dispatchEvent(new Event('input', { bubbles: true }))
  if (focus.selection) target.setSelectionRange(...focus.selection)
}
