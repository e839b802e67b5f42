import { useEffect, useState, type RefObject } from 'react'
import { listen } from '../../browser/dom/listen'

/** Spec §9: the map hint hides after 3 s. */
const WHEEL_HINT_MS = 3000

/**
 * Whether the «use fullscreen to zoom» hint shows: a wheel over the map while `active`
 * (outside fullscreen) shows it for 3 s, each new wheel restarts the time. The wheel is not
 * stopped, so the page scrolls on as usual.
 */
export function useWheelHint(frame: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = frame.current
    if (!element || !active) {
      setShown(false)
      return
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const onWheel = () => {
      setShown(true)
      clearTimeout(timer)
      timer = setTimeout(() => setShown(false), WHEEL_HINT_MS)
    }
    const unlisten = listen(element, { wheel: onWheel }, { passive: true })
    return () => {
      unlisten()
      clearTimeout(timer)
    }
  }, [frame, active])
  return shown
}
