import { fromBreakpoint } from '../../browser/dom/breakpoints'
import { createCollapse, type Collapse } from '../../browser/dom/collapse'
import { listen } from '../../browser/dom/listen'
import { createTabs, type Tabs } from '../../browser/dom/tabs'
import { throttle } from '../../browser/dom/throttle'
import type { Enhancer } from '../../shared/contract/island'
import type { InfoAccordionProps } from './index'

/** Side tabs from lg (spec §2). */
export const SIDE_TABS_QUERY = fromBreakpoint('lg')
/** Spec §9: resize throttle. */
export const RESIZE_THROTTLE_MS = 200
/** Written on the host: accordion | tabs. */
export const INFO_MODE_ATTR = 'data-info-mode'

const TABLIST = '[data-info-tablist]'
const ITEM = '[data-info-item]'
const TOGGLE = '[data-info-toggle]'
const PANEL = '[data-info-panel]'

type Mode = 'accordion' | 'tabs'

const enhanceInfoAccordion: Enhancer<InfoAccordionProps> = (host) => {
  const tablist = host.querySelector<HTMLElement>(TABLIST)
  const items = Array.from(host.querySelectorAll<HTMLElement>(ITEM)).flatMap((item) => {
    const toggle = item.querySelector<HTMLElement>(TOGGLE)
    const panel = item.querySelector<HTMLElement>(PANEL)
    return toggle && panel && toggle.parentElement ? [{ heading: toggle.parentElement, toggle, panel }] : []
  })
  if (!tablist || items.length === 0) {
    console.warn(`[islands] "info-accordion": needs ${TABLIST} and ${ITEM} sections with ${TOGGLE} and ${PANEL}`, host)
    return () => {}
  }

  // The server's markup (the first section open), put back by the cleanup.
  const served = items.map(({ toggle, panel }) => ({ expanded: toggle.getAttribute('aria-expanded'), hidden: panel.hidden }))
  let mode: Mode | null = null
  let collapses: Collapse[] = []
  let tabs: Tabs | null = null
  // The section the visitor looks at survives a switch: the open one ↔ the selected tab.
  let current = Math.max(
    0,
    items.findIndex(({ toggle }) => toggle.getAttribute('aria-expanded') === 'true'),
  )

  const toAccordion = () => {
    if (tabs) current = tabs.selected
    tabs?.release()
    tabs = null
    tablist.hidden = true
    items.forEach(({ heading, toggle }) => {
      heading.hidden = false
      heading.append(toggle)
    })
    collapses = items.map(({ toggle, panel }, i) => {
      panel.hidden = i !== current
      // The section opened last is the one the side tabs select.
      return createCollapse(toggle, panel, { open: i === current, onState: (state) => state === 'opening' && (current = i) })
    })
  }
  const toTabs = () => {
    const isOpen = (c: Collapse) => c.state === 'open' || c.state === 'opening'
    if (!collapses[current] || !isOpen(collapses[current]!)) current = Math.max(0, collapses.findIndex(isOpen))
    collapses.forEach((c, i) => {
      c.settle(i === current ? 'open' : 'closed')
      c.release()
    })
    collapses = []
    items.forEach(({ heading, toggle }) => {
      toggle.removeAttribute('aria-expanded')
      tablist.append(toggle)
      heading.hidden = true
    })
    tablist.hidden = false
    tabs = createTabs(
      { list: tablist, tabs: items.map((i) => i.toggle), panels: items.map((i) => i.panel) },
      { selected: current, vertical: true, onSelect: (index) => (current = index) },
    )
  }
  const apply = () => {
    const next: Mode = matchMedia(SIDE_TABS_QUERY).matches ? 'tabs' : 'accordion'
    if (next === mode) return
    mode = next
    host.setAttribute(INFO_MODE_ATTR, next)
    if (next === 'tabs') toTabs()
    else toAccordion()
  }

  const onResize = throttle(apply, RESIZE_THROTTLE_MS)
  const resize = () => onResize.run()
  apply()
  const unlisten = listen(window, { resize })
  return () => {
    unlisten()
    onResize.cancel()
    // Back to the server's markup.
    tabs?.release()
    collapses.forEach((c) => c.release())
    items.forEach(({ heading, toggle, panel }, i) => {
      const { expanded, hidden } = served[i]!
      heading.hidden = false
      heading.append(toggle)
      if (expanded === null) toggle.removeAttribute('aria-expanded')
      else toggle.setAttribute('aria-expanded', expanded)
      panel.hidden = hidden
    })
    tablist.hidden = true
    host.removeAttribute(INFO_MODE_ATTR)
  }
}

export default enhanceInfoAccordion
