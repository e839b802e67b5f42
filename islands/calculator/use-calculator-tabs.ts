import { useLayoutEffect, useRef, useState } from 'react'
import { createTabs, type Tabs } from '../../browser/dom/tabs'

/**
 * The form and the results as WAI-ARIA tabs, the same module as the page widgets': the refs of
 * the tab list, its two tabs and their panels, whether the panels are still (no fade-in until
 * the visitor switches tabs: the first one is the server's, already on screen when this island
 * replaces it), and `select` for the buttons that switch.
 */
export function useCalculatorTabs() {
  const [still, setStill] = useState(true)
  const list = useRef<HTMLDivElement>(null)
  const formTab = useRef<HTMLButtonElement>(null)
  const resultsTab = useRef<HTMLButtonElement>(null)
  const formPanel = useRef<HTMLDivElement>(null)
  const resultsPanel = useRef<HTMLDivElement>(null)
  const tabs = useRef<Tabs | null>(null)

  // Laid out before the first paint: the server drew the tabs as this paints them (the results
  // hidden), and the island replaces that HTML in the same frame. (A reload landing at the top,
  // spec §4, is the page's reload-top island: this one waits for the visitor.)
  useLayoutEffect(() => {
    tabs.current = createTabs(
      {
        list: list.current!,
        tabs: [formTab.current!, resultsTab.current!],
        panels: [formPanel.current!, resultsPanel.current!],
      },
      { onSelect: () => setStill(false) },
    )
    return () => tabs.current?.release()
  }, [])

  return {
    list,
    formTab,
    resultsTab,
    formPanel,
    resultsPanel,
    still,
    /** Shows the form (0) or the results (1), the focus on its tab. */
    select: (index: 0 | 1) => tabs.current?.select(index, { focus: true }),
  }
}
