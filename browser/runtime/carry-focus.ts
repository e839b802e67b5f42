import { PROPS_BLOCK } from '../../shared/contract/attributes'
import { isWholeSelected } from './whole-selection'

/**
 * What the visitor was doing in an island's server HTML when the island replaced it: the focused
 * element's place (which top-level element of the HTML, then child indexes down to it) and, in a
 * field, what was typed or moved (and what the server had written there), and where the caret was.
 */
interface Focus {
  path: number[]
  value: string | null
  defaultValue: string | null
  /** The caret or selected range; 'all' where the field has no caret to read but its whole value was selected (whole-selection.ts). */
  selection: [number, number] | 'all' | null
}

/** Text the visitor typed into a server field that no longer has the focus, and the field's place. */
interface Typed {
  path: number[]
  value: string
  defaultValue: string
}

/**
 * A field whose value the visitor types or moves (text, a number, a range); not a checkbox, radio
 * or button, whose press first-press.ts replays on the island's.
 */
const VALUE_LESS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'hidden'])
const isValueField = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !VALUE_LESS.has(el.type))

/** The place of `el` in `fallback` (the host's server nodes): its top-level element's index, then child indexes. */
function placeIn(fallback: readonly ChildNode[], el: Element): number[] | null {
  // The props block is no place of the island's DOM: the server's HTML may have it first.
  const elements = fallback.filter((node): node is Element => node instanceof Element && !node.matches(PROPS_BLOCK))
  const top = elements.findIndex((candidate) => candidate.contains(el))
  if (top < 0) return null
  const path: number[] = []
  for (let node: Element = el; node !== elements[top] && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node))
  }
  return [top, ...path]
}

/** The element at `path` in the island's new DOM. */
function elementAt(host: Element, [top = 0, ...rest]: number[]): HTMLElement | null {
  const target = rest.reduce<Element | undefined>((el, i) => el?.children[i], host.children[top])
  return target instanceof HTMLElement ? target : null
}

/**
 * Writes `value` into the island's field as typing would: through the value setter of the
 * element's prototype and an `input` event, which a React-controlled field reads (a plain
 * `.value =` would be undone by React's next render) and a mask formats. It goes where the
 * island's field is empty (a search box), or starts where the server's did (the calculator's 20
 * minutes, 60 % on its slider) and the visitor changed the server's since; a field the island
 * filled with a value of its own keeps it.
 */
function typeInto(target: HTMLElement, value: string, defaultValue: string | null): boolean {
  if (!isValueField(target) || value === '') return false
  if (target.value !== '' && (target.value !== defaultValue || value === defaultValue)) return false
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set
  setter?.call(target, value)
  target.dispatchEvent(new Event('input', { bubbles: true }))
  return true
}

/** Where the caret or the selection is in `field`; a number or range field has no caret to read. */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): Focus['selection'] {
  if (field.selectionStart !== null && field.selectionEnd !== null) return [field.selectionStart, field.selectionEnd]
  return isWholeSelected(field) ? 'all' : null
}

/** The focus inside `fallback` (the host's server nodes), if it is there. */
export function focusIn(fallback: readonly ChildNode[]): Focus | null {
  const active = document.activeElement
  const path = active && placeIn(fallback, active)
  if (!active || !path) return null
  const field = isValueField(active) ? active : null
  return {
    path,
    value: field ? field.value : null,
    defaultValue: field ? field.defaultValue : null,
    selection: field ? selectionOf(field) : null,
  }
}

/**
 * What was typed or moved in the server's fields other than the focused one (a visitor who typed
 * their phone and then pressed the button: the press took the focus); a field still holding what
 * the server wrote in it is left out.
 */
export function typedIn(fallback: readonly ChildNode[]): Typed[] {
  return fallback.flatMap((node) => {
    if (!(node instanceof Element)) return []
    const fields = [node, ...node.querySelectorAll('input, textarea')].filter(isValueField)
    return fields.flatMap((field) => {
      if (field === document.activeElement || field.value === field.defaultValue) return []
      const path = placeIn(fallback, field)
      return path ? [{ path, value: field.value, defaultValue: field.defaultValue }] : []
    })
  })
}

/** Puts what was typed into the island's fields at the same places, in the commit that replaced the server HTML. */
export function restoreTyped(host: Element, typed: readonly Typed[]): void {
  for (const { path, value, defaultValue } of typed) {
    const target = elementAt(host, path)
    if (target) typeInto(target, value, defaultValue)
  }
}

/**
 * Puts the focus back at the same place in the island's new DOM, in the commit that replaced the
 * server HTML (an island that mounts on interaction replaces the field the visitor is typing in),
 * with the text typed before the island arrived. The caret or the selection goes back where it was
 * (a whole value selected stays selected, so the next key replaces it) unless the island's field
 * wrote the text otherwise (a mask formatted it, and put the caret itself).
 */
export function restoreFocus(host: Element, focus: Focus): void {
  const target = elementAt(host, focus.path)
  if (!target) return
  target.focus({ preventScroll: true })
  if (focus.value === null || !isValueField(target)) return
  const typed = typeInto(target, focus.value, focus.defaultValue)
  if (target.value !== focus.value || !focus.selection) return
  if (focus.selection === 'all') target.select()
  else if (typed && target.selectionStart !== null) target.setSelectionRange(...focus.selection)
}
