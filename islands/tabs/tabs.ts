import { createTabs } from '../../browser/dom/tabs'
import type { Enhancer } from '../../shared/contract/island'
import type { TabsProps } from './index'

const LIST = '[data-tabs-list]'
const TAB = 'a[data-tab]'

const enhanceTabs: Enhancer<TabsProps> = (host) => {
  const list = host.querySelector<HTMLElement>(LIST)
  const links = list ? Array.from(list.querySelectorAll<HTMLAnchorElement>(TAB)) : []
  const panels = links.map((link) => {
    const id = decodeURIComponent(link.hash.slice(1))
    return id ? host.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"][data-tab-panel]`) : null
  })
  if (!list || links.length === 0 || panels.some((panel) => panel === null)) {
    console.warn(`[islands] "tabs": needs ${LIST} with ${TAB} links to [data-tab-panel] sections inside the host`, host)
    return () => {}
  }
  // A link to one of the sections (…#id) opens on its tab.
  const fromHash = links.findIndex((link) => location.hash !== '' && link.hash === location.hash)
  const tabs = createTabs({ list, tabs: links, panels: panels as HTMLElement[] }, { selected: Math.max(0, fromHash) })
  return () => tabs.release()
}

export default enhanceTabs
