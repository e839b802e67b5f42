import { listen } from './listen'

/**
 * WAI-ARIA tabs over elements the page already has (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * `list` becomes the tablist, each of `tabs` a tab controlling the panel of the same index.
 * Arrow keys (left/right, or up/down when vertical), Home and End move and select
 * (automatic activation); only the selected tab is in the tab order. Panels show with the
 * 0.3 s transition of the CSS (`[role=tabpanel]` fades in). `release()` takes every role and
 * state back off, so the markup is as the server sent it.
 *
 * Used by the tabs island, the info accordion's side tabs and the calculator's form and results.
 */
export interface Tabs {
  readonly selected: number
  select(index: number, options?: { focus?: boolean }): void
  release(): void
}

export function createTabs(
  { list, tabs, panels }: { list: HTMLElement; tabs: HTMLElement[]; panels: HTMLElement[] },
  { selected: initial = 0, vertical = false, onSelect }: { selected?: number; vertical?: boolean; onSelect?: (index: number) => void } = {},
): Tabs {
  const saved = [list, ...tabs, ...panels].map((el) => ({
    el,
    attrs: ['role', 'aria-selected', 'aria-controls', 'aria-labelledby', 'aria-orientation', 'tabindex'].map(
      (name) => [name, el.getAttribute(name)] as const,
    ),
    hidden: el.hidden,
  }))
  let selected = Math.min(Math.max(initial, 0), tabs.length - 1)

  list.setAttribute('role', 'tablist')
  if (vertical) list.setAttribute('aria-orientation', 'vertical')
  tabs.forEach((tab, i) => {
    const panel = panels[i]!
    tab.setAttribute('role', 'tab')
    if (panel.id) tab.setAttribute('aria-controls', panel.id)
    panel.setAttribute('role', 'tabpanel')
    if (tab.id) panel.setAttribute('aria-labelledby', tab.id)
    panel.tabIndex = 0
  })

  const paint = () => {
    tabs.forEach((tab, i) => {
      const on = i === selected
      tab.setAttribute('aria-selected', String(on))
      tab.tabIndex = on ? 0 : -1
      panels[i]!.hidden = !on
    })
  }
  const select = (index: number, { focus = false } = {}) => {
    const next = (index + tabs.length) % tabs.length
    const changed = next !== selected
    selected = next
    paint()
    if (focus) tabs[selected]!.focus()
    if (changed) onSelect?.(selected)
  }

  const indexOf = (event: Event) => tabs.findIndex((tab) => event.target instanceof Node && tab.contains(event.target))
  const onClick = (event: MouseEvent) => {
    const index = indexOf(event)
    if (index < 0) return
    event.preventDefault() // a link tab (the server's anchor to its section) stays on the page
    select(index, { focus: true })
  }
  const KEYS: Record<string, (i: number) => number> = {
    [vertical ? 'ArrowDown' : 'ArrowRight']: (i) => i + 1,
    [vertical ? 'ArrowUp' : 'ArrowLeft']: (i) => i - 1,
    Home: () => 0,
    End: () => tabs.length - 1,
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexOf(event)
    const move = KEYS[event.key]
    if (index < 0 || !move) return
    event.preventDefault()
    select(move(index), { focus: true })
  }

  paint()
  const unlisten = listen(list, { click: onClick, keydown: onKeyDown })
  return {
    get selected() {
      return selected
    },
    select,
    release() {
      unlisten()
      for (const { el, attrs, hidden } of saved) {
        for (const [name, value] of attrs) {
          if (value === null) el.removeAttribute(name)
          else el.setAttribute(name, value)
        }
        el.hidden = hidden
      }
    },
  }
}
