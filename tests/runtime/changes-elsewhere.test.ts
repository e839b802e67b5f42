import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announceChange,
  announceOnNextPage,
  changedElsewhere,
  onChangeElsewhere,
  watchChangesElsewhere,
} from '../../browser/runtime/changes-elsewhere'

/** What another tab does: writes a new stamp, and this tab hears the storage event. */
function otherTabChanges(topic: 'cart' | 'session', value: string, { tell = true } = {}): void {
  const key = `storefront:changed:${topic}`
  localStorage.setItem(key, value)
  if (tell) dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
}

// happy-dom's PageTransitionEvent is a plain Event: the flag is given as the browser's would be.
const pageShow = (persisted: boolean) => dispatchEvent(Object.defineProperty(new Event('pageshow'), 'persisted', { value: persisted }))

describe('changes made elsewhere', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop())
    localStorage.clear()
    sessionStorage.clear()
  })
  const watch = () => stops.push(watchChangesElsewhere())
  const listen = (topic: 'cart' | 'session') => {
    const run = vi.fn()
    stops.push(onChangeElsewhere(topic, run))
    return run
  }

  it('another tab changing the cart tells this page once; its own change does not', () => {
    watch()
    const cart = listen('cart')
    const session = listen('session')
    announceChange('cart')
    expect(cart).not.toHaveBeenCalled()
    expect(changedElsewhere('cart')).toBe(false)

    otherTabChanges('cart', 'tab-2')
    expect(cart).toHaveBeenCalledTimes(1)
    expect(session).not.toHaveBeenCalled()
    expect(changedElsewhere('cart')).toBe(true)
    // The same stamp again (another key's event): nothing new.
    dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(cart).toHaveBeenCalledTimes(1)
  })

  it('a page the back-forward cache shows again compares with what it saw when drawn', () => {
    localStorage.setItem('storefront:changed:cart', 'before')
    watch()
    const cart = listen('cart')
    // Changed on another page of this tab: this page was frozen and heard nothing.
    otherTabChanges('cart', 'on-the-order-page', { tell: false })
    pageShow(false)
    expect(cart).not.toHaveBeenCalled()
    pageShow(true)
    expect(cart).toHaveBeenCalledTimes(1)
    pageShow(true)
    expect(cart).toHaveBeenCalledTimes(1)
  })

  it('a change a form post makes is announced by the page the post lands on', () => {
    announceOnNextPage('session')
    expect(localStorage.getItem('storefront:changed:session')).toBeNull()
    watch()
    expect(localStorage.getItem('storefront:changed:session')).not.toBeNull()
    expect(sessionStorage.getItem('storefront:announce-on-next-page')).toBeNull()
    // This page's own announcement is no change elsewhere.
    expect(changedElsewhere('session')).toBe(false)
  })
})
