import { useCallback, useEffect, useState, type RefObject } from 'react'
import { listen } from '../../browser/dom/listen'

/**
 * Fullscreen of the map frame: the Fullscreen API where the browser has it (Escape leaves it,
 * the browser tells us through `fullscreenchange`), else the frame covers the viewport by a
 * class and Escape leaves that too.
 */
export function useFullscreen(frame: RefObject<HTMLElement | null>): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false)

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === frame.current)
    return listen(document, { fullscreenchange: onChange })
  }, [frame])

  useEffect(() => {
    if (!active || document.fullscreenElement) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setActive(false)
    }
    return listen(document, { keydown: onKey })
  }, [active])

  const toggle = useCallback(() => {
    const element = frame.current
    if (!element) return
    if (document.fullscreenElement) {
      void document.exitFullscreen()
    } else if (active) {
      setActive(false)
    } else if (document.fullscreenEnabled && element.requestFullscreen) {
      // Refused (an iframe without allowfullscreen): the class does it instead.
      element.requestFullscreen().catch(() => setActive(true))
    } else {
      setActive(true)
    }
  }, [frame, active])

  return { active, toggle }
}
