import { useEffect, useEffectEvent, type RefObject } from 'react'
import { listen } from '../dom/listen'

/**
 * While `active`, a pointer press outside `root` calls `onOutside`: how header disclosures
 * and popups (cart dropdown, search suggestions) close, as any menu does.
 */
export function usePressOutside(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  // Callers pass a fresh closure each render: an effect event calls the latest one without
  // re-adding the listener, which follows only `active`.
  const pressedOutside = useEffectEvent(onOutside)
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) pressedOutside()
    }
    return listen(document, { pointerdown: onPointerDown })
  }, [active, root])
}
