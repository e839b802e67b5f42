import { useEffect, type RefObject } from 'react'

/**
 * While `active`, a pointer press outside `root` calls `onOutside`: how header disclosures
 * and popups (cart dropdown, search suggestions) close, as any menu does.
 */
export function usePressOutside(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOutside()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
    // onOutside is a fresh closure each render; only the state matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, root])
}
