import { importChunk } from '../runtime/preload'
import { listen } from './listen'

type ImaskModule = typeof import('./imask')

/**
 * imask comes once, with the first masked field that nears the viewport or takes focus; after it
 * has, fields are masked as they are made. The testing kit loads it before a fixture mounts (its
 * islands mount at once, not by strategy), so a test types into a masked field from the start.
 */
let loading: Promise<ImaskModule> | undefined
let loaded: ImaskModule | undefined
export function loadImask(): Promise<ImaskModule> {
  loading ??= importChunk('imask', () => import('./imask')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Not kept: the next field that nears the viewport or takes focus asks again.
      loading = undefined
      throw error
    },
  )
  return loading
}

/** How close to the viewport a masked field brings imask in: about a screen's scroll away. */
const NEAR_VIEWPORT = '600px 0px'

/** What the forms ask of a pattern mask: its pattern, and how typed or pasted characters are read. */
interface MaskOptions {
  mask: string
  prepare?: (chars: string, masked: { value: string }) => string
}

/** A masked input whose mask (imask, 9 KB on the wire) arrives when it is needed. */
export interface LazyMask {
  /** The masked input. */
  readonly input: HTMLInputElement
  /** True until the mask has the field (or will not have it: released, or imask failed to load). */
  readonly waiting: boolean
  /** Asks for imask now if the field has not, and settles when `waiting` ends. */
  ready(): Promise<void>
  /** Writes a value through the mask (formatted as the mask formats typing), or as it is before the mask has come. */
  setValue(value: string): void
  /** Re-reads the input's value after it was changed from outside (a form's reset). */
  updateValue(): void
  /** Releases the input: the mask's listeners, or the wait for it. */
  destroy(): void
}

/**
 * Masks `input` with imask when the field nears the viewport or takes focus, whichever is first;
 * once imask is loaded, at once. Until then the field is a plain input: what the visitor types
 * before the mask comes stays, and the mask formats it when it takes the field (imask reads the
 * input's value on attaching, through the mask's `prepare`). The phone rule wants the masked
 * shape, so a form checks a field only once its mask is no longer `waiting` (enhance-form.ts).
 */
export function lazyMask(input: HTMLInputElement, options: MaskOptions): LazyMask {
  let control: { value: string; updateValue(): void; destroy(): void } | undefined
  let released = false
  let waiting = true
  let settle = () => {}
  const ready = new Promise<void>((resolve) => (settle = resolve))
  const done = () => {
    waiting = false
    settle()
  }
  const attach = (module: ImaskModule) => {
    if (released || control) return
    stopWaiting()
    control = module.default(input, options)
    done()
  }
  // Without imask (its chunk did not load) the field stays a plain input; the next focus asks again.
  const wanted = () => void loadImask().then(attach, done)

  const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver(onIntersect, { rootMargin: NEAR_VIEWPORT }) : null
  let unlistenFocus = () => {}
  function onIntersect(entries: IntersectionObserverEntry[]) {
    if (entries.some((entry) => entry.isIntersecting)) wanted()
  }
  function stopWaiting() {
    observer?.disconnect()
    unlistenFocus()
  }

  if (loaded) attach(loaded)
  else {
    unlistenFocus = listen(input, { focus: wanted })
    observer?.observe(input)
    if (document.activeElement === input) wanted()
  }

  return {
    input,
    get waiting() {
      return waiting
    },
    ready() {
      if (waiting) wanted()
      return ready
    },
    setValue(value) {
      if (control) control.value = value
      else input.value = value
    },
    updateValue() {
      control?.updateValue()
    },
    destroy() {
      released = true
      stopWaiting()
      control?.destroy()
      done()
    },
  }
}
