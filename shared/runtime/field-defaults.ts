import { options, type Ref, type VNode } from 'preact'

/**
 * React writes a controlled field's value into its default (the `value` attribute, `checked`, an
 * option's `selected`) on every render; Preact (what ships for React: testing/react-on-preact.mjs)
 * sets only the live property. The page reads the default as what it drew: the stale-build check
 * (shared/runtime/stale-build.ts) takes a field whose value differs from it for one the visitor
 * changed, and would show its notice instead of reloading on the calculator, the filters' range or
 * the map's layers. Each field with a `value` or `checked` prop gets its defaults written after each
 * render, through a ref around the island's own (which is still called, with the same element).
 */
interface FieldProps {
  value?: unknown
  checked?: unknown
}
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function writeDefaults(field: Field, { value, checked }: FieldProps): void {
  if (field instanceof HTMLSelectElement) {
    if (value === undefined) return
    const chosen = (Array.isArray(value) ? value : [value]).map(String)
    for (const option of field.options) option.defaultSelected = chosen.includes(option.value)
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (checked !== undefined) field.defaultChecked = Boolean(checked)
  } else if (value !== undefined && value !== null && !(field instanceof HTMLInputElement && field.type === 'file')) {
    field.defaultValue = String(value)
  }
}

function applyRef(ref: Ref<Field> | null | undefined, field: Field | null): void {
  if (typeof ref === 'function') ref(field)
  else if (ref) ref.current = field
}

const FIELDS = new Set(['input', 'select', 'textarea'])
const previous = options.vnode
options.vnode = (vnode: VNode) => {
  previous?.(vnode)
  if (typeof vnode.type !== 'string' || !FIELDS.has(vnode.type)) return
  const props = vnode.props as FieldProps
  if (props.value === undefined && props.checked === undefined) return
  const own = vnode.ref as Ref<Field> | null | undefined
  vnode.ref = (field: Field | null) => {
    if (field) writeDefaults(field, props)
    applyRef(own, field)
  }
}
