import { listen } from '../dom/listen'

/** Child indexes from `host` down to `node`. */
const pathTo = (host: Element, node: Node): number[] => {
  const path: number[] = []
  for (let n: Node = node; n !== host && n.parentElement; n = n.parentElement) {
    path.unshift([...n.parentElement.children].indexOf(n as Element))
  }
  return path
}
const follow = (host: Element, path: number[]): Element | undefined => path.reduce<Element | undefined>((el, i) => el?.children[i], host)

/** A plain press of the main button: one with a modifier (a new tab) is left to the browser. */
const plain = (event: MouseEvent) => event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)

export interface FirstPress {
  /**
   * The island is live (`clickable`), or failed with the server's element back, or gone: the press
   * it missed is given to the element at the same place in the host, once.
   */
  live(clickable: boolean): void
  /** Releases every listener (the host left the page). */
  stop(): void
}

/**
 * Holds the visitor's first press on a host whose island is still on its way (`interaction`), so
 * that it is answered once, by the island:
 * - the host is marked busy (`aria-busy`, drawn by the stylesheet) from the press on, so the tap is
 *   answered on screen before React is there;
 * - a click that lands before the island is live has its default held back (a link would leave, a
 *   checkbox would toggle, and then the island would answer it again) and is replayed on the
 *   element at the same place in the host when it is: a React island replaces the server's element;
 * - a press that began before and ends after: the release lands on the island's new element, and
 *   the browser sends no click for a press whose element is gone. It is given as a click once the
 *   release is over, unless the browser sent one.
 */
export function holdFirstPress(host: HTMLElement): FirstPress {
  let clicked: number[] | null = null
  let pressed: number[] | null = null
  const busy = () => host.setAttribute('aria-busy', 'true')
  const onPress = (event: PointerEvent) => {
    if (!plain(event)) return
    pressed = pathTo(host, event.target as Node)
    busy()
  }
  const onClick = (event: MouseEvent) => {
    if (!plain(event)) return
    event.preventDefault()
    clicked = pathTo(host, event.target as Node)
    pressed = null
    busy()
  }
  const stopHolding = listen(host, { pointerdown: onPress, click: onClick }, { capture: true })
  let stopRelease = () => {}

  /** The press still going on when the island went live: a click for it after its release. */
  function clickAfterRelease(path: number[]): void {
    let sentByBrowser = false
    stopRelease = listen(
      document,
      {
        click: () => (sentByBrowser = true),
        pointercancel: () => stopRelease(),
        pointerup: (event: PointerEvent) => {
          const inHost = event.target instanceof Node && host.contains(event.target)
          // The browser's click, if it sends one, comes right after the release, in the same task.
          setTimeout(() => {
            stopRelease()
            const target = follow(host, path)
            if (inHost && !sentByBrowser && target instanceof HTMLElement) target.click()
          })
        },
      },
      { capture: true },
    )
  }

  return {
    live(clickable) {
      stopHolding()
      host.removeAttribute('aria-busy')
      const [click, press] = [clicked, pressed]
      clicked = pressed = null
      if (!clickable) return
      if (click) {
        const target = follow(host, click)
        if (target instanceof HTMLElement) target.click()
      } else if (press) {
        clickAfterRelease(press)
      }
    },
    stop() {
      stopHolding()
      stopRelease()
    },
  }
}
