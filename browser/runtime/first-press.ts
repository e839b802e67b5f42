import { listen } from '../dom/listen'
import { PROPS_BLOCK } from '../../shared/contract/attributes'

/**
 * An element's children as the places of a path: the host's props block is none (the server's
 * HTML has it, often first, and the island's DOM has not).
 */
const places = (host: Element, parent: Element): Element[] =>
  parent === host ? [...parent.children].filter((child) => !child.matches(PROPS_BLOCK)) : [...parent.children]

/** Child indexes from `host` down to `node`. */
const pathTo = (host: Element, node: Node): number[] => {
  const path: number[] = []
  for (let n: Node = node; n !== host && n.parentElement; n = n.parentElement) {
    path.unshift(places(host, n.parentElement).indexOf(n as Element))
  }
  return path
}
const follow = (host: Element, path: number[]): Element | undefined =>
  path.reduce<Element | undefined>((el, i) => (el ? places(host, el)[i] : undefined), host)

/** What a press can mean: a control of its own. */
const CONTROL = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'

/** The path to the control the visitor pressed (the target itself, or the control around it, in the host). */
function pressedPath(host: HTMLElement, target: Node): number[] {
  const element = target instanceof Element ? target : target.parentElement
  const control = element?.closest(CONTROL)
  return pathTo(host, control && host.contains(control) ? control : target)
}

/**
 * The island's control at the place of the one the server drew: the element there, if it is one,
 * else the first shown control inside it (the island may wrap its button where the server had a
 * bare link: the header's cart).
 */
function controlAt(host: HTMLElement, path: number[]): HTMLElement | null {
  const element = follow(host, path)
  if (!(element instanceof HTMLElement)) return null
  if (element.matches(CONTROL)) return element
  return [...element.querySelectorAll<HTMLElement>(CONTROL)].find((control) => !control.closest('[hidden]')) ?? element
}

/** Gives the island's select at `path` the option the visitor chose in the server's, as choosing it would (a `change`). */
function choose(host: HTMLElement, path: number[], value: string): void {
  const select = follow(host, path)
  if (!(select instanceof HTMLSelectElement) || select.value === value) return
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

/** A plain press of the main button: one with a modifier (a new tab) is left to the browser. */
const plain = (event: MouseEvent) => event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)

export interface FirstPress {
  /**
   * The island is live (`clickable`), or failed with the server's element back, or gone: the press
   * it missed is given to the control at the pressed one's place in the host, once.
   */
  live(clickable: boolean): void
  /** Releases every listener (the host left the page). */
  stop(): void
}

/** What the visitor did in the server's HTML before the island came: each is given to the island once. */
interface Held {
  /** A click whose default was held back: the path to its control. */
  clicked: number[] | null
  /** A press not yet released (no click yet): the path to its control. */
  pressed: number[] | null
  /**
   * A choice in a server-drawn <select> (its popup opens on the press, before any click): the
   * island's select, drawn in its place, would show the old option; the choice goes to it.
   */
  chosen: { path: number[]; value: string } | null
}

/**
 * The listeners that hold the press, the click and the choice on the host (capture): each is kept
 * in `held`, marks the host busy and starts the island.
 */
function holders(host: HTMLElement, held: Held, start: () => void) {
  const hold = (what: Partial<Held>) => {
    Object.assign(held, what)
    host.setAttribute('aria-busy', 'true')
    start()
  }
  return {
    pointerdown: (event: PointerEvent) => {
      if (plain(event)) hold({ pressed: pressedPath(host, event.target as Node) })
    },
    click: (event: MouseEvent) => {
      if (!plain(event)) return
      event.preventDefault()
      hold({ clicked: pressedPath(host, event.target as Node), pressed: null })
    },
    change: (event: Event) => {
      if (event.target instanceof HTMLSelectElement) hold({ chosen: { path: pathTo(host, event.target), value: event.target.value } })
    },
  }
}

/** The press still going on when the island went live: a click for it after its release. Returns the stop. */
function clickAfterRelease(host: HTMLElement, path: number[]): () => void {
  let sentByBrowser = false
  let giveClick: ReturnType<typeof setTimeout> | undefined
  const stopListening = listen(
    document,
    {
      // A click the browser sends to the pressed element's place; one that lands on an ancestor
      // (the nearest one the press and the release share) reaches no control.
      click: (event: MouseEvent) => (sentByBrowser ||= controlAt(host, path)?.contains(event.target as Node) ?? false),
      pointercancel: () => stopListening(),
      pointerup: (event: PointerEvent) => {
        const inHost = event.target instanceof Node && host.contains(event.target)
        // The browser's click, if it sends one, comes right after the release, in the same task.
        giveClick = setTimeout(() => {
          stopListening()
          if (inHost && !sentByBrowser) controlAt(host, path)?.click()
        })
      },
    },
    { capture: true },
  )
  return () => {
    stopListening()
    clearTimeout(giveClick)
  }
}

/**
 * Holds the visitor's first press on a host whose island is still on its way (`interaction`), so
 * that it is answered once, by the island:
 * - the press starts the island, should nothing have before it (a pointer arrives first, a keyboard
 *   focuses first, but assistive technology may click an element it never focused);
 * - the host is marked busy (`aria-busy`, drawn by the stylesheet) from the press on, so the tap is
 *   answered on screen before React is there;
 * - a click that lands before the island is live has its default held back (a link would leave, a
 *   checkbox would toggle, and then the island would answer it again) and is replayed, once it is,
 *   on the island's control where the server's stood (a React island replaces the server's element);
 * - a press that began before and ends after: the release lands on the island's new element, and
 *   the browser sends no click for a press whose element is gone. It is given as a click once the
 *   release is over, unless the browser sent one;
 * - an option chosen in a server-drawn select before the island is live is chosen in the island's.
 */
export function holdFirstPress(host: HTMLElement, start: () => void): FirstPress {
  const held: Held = { clicked: null, pressed: null, chosen: null }
  const stopHolding = listen(host, holders(host, held, start), { capture: true })
  let stopRelease = () => {}
  return {
    live(clickable) {
      stopHolding()
      host.removeAttribute('aria-busy')
      const { clicked, pressed, chosen } = held
      held.clicked = held.pressed = held.chosen = null
      if (!clickable) return
      if (chosen) choose(host, chosen.path, chosen.value)
      if (clicked) controlAt(host, clicked)?.click()
      else if (pressed) stopRelease = clickAfterRelease(host, pressed)
    },
    stop() {
      stopHolding()
      stopRelease()
    },
  }
}
