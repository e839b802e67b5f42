/**
 * What the visitor changed on the server in another tab, or on another page of this tab since
 * this one was drawn (a page the back-forward cache shows again): the cart, or the session (a
 * sign-in or sign-out). Each change writes a new stamp under the topic's key in localStorage; a
 * page keeps the stamps it has seen and compares. Other tabs hear of a change by the `storage`
 * event, a page coming back from the back-forward cache by `pageshow`: no polling, and nothing
 * (an `unload` listener, an open channel) that keeps a page out of that cache.
 */
import { listen } from '../dom/listen'
import { localStore } from '../dom/web-storage'

type SharedTopic = 'cart' | 'session'
const TOPICS: readonly SharedTopic[] = ['cart', 'session']
const keyOf = (topic: SharedTopic) => `storefront:changed:${topic}`

/** sessionStorage: a change this tab made whose result the next page it loads shows (a sign-out's post). */
const ON_NEXT_PAGE_KEY = 'storefront:announce-on-next-page'

const stamp = (topic: SharedTopic): string | null => localStore('local')?.getItem(keyOf(topic)) ?? null

/** The page's memory: the stamps it has seen, which topics changed since it was drawn, who listens. */
const page = {
  seen: new Map<SharedTopic, string | null>(),
  changed: new Set<SharedTopic>(),
  listeners: new Set<(topic: SharedTopic) => void>(),
}

/** This page has seen every topic's stamp as it is now; what differs from it later changed elsewhere. */
function remember(): void {
  for (const topic of TOPICS) page.seen.set(topic, stamp(topic))
}

/** The stamps differ from those this page saw: tell the listeners, once a change. */
function compare(): void {
  for (const topic of TOPICS) {
    const now = stamp(topic)
    if (now === (page.seen.get(topic) ?? null)) continue
    page.seen.set(topic, now)
    page.changed.add(topic)
    page.listeners.forEach((listen) => listen(topic))
  }
}

/**
 * This tab changed `topic` on the server (the change has been answered): every other open tab,
 * and every page of this tab the back-forward cache holds, shows it when it next compares.
 */
export function announceChange(topic: SharedTopic): void {
  const store = localStore('local')
  if (!store) return
  const value = `${Date.now()}-${Math.random().toString(36).slice(2)}`
  try {
    store.setItem(keyOf(topic), value)
    page.seen.set(topic, value)
  } catch {
    // Storage full or refused: the other tabs show the change when they are next loaded.
  }
}

/**
 * Announces `topic` from the next page this tab loads: for a change a native form post makes (the
 * sign-out), which the server has made only once the page it answers with is drawn.
 */
export function announceOnNextPage(topic: SharedTopic): void {
  try {
    localStore('session')?.setItem(ON_NEXT_PAGE_KEY, topic)
  } catch {
    // Refused: the other tabs show the change when they are next loaded.
  }
}

/** Whether `topic` changed elsewhere after this page was drawn (an island that starts late reads it). */
export function changedElsewhere(topic: SharedTopic): boolean {
  return page.changed.has(topic)
}

/** Calls `run` each time `topic` changes elsewhere; returns the cancel. */
export function onChangeElsewhere(topic: SharedTopic, run: () => void): () => void {
  const listen = (changed: SharedTopic) => changed === topic && run()
  page.listeners.add(listen)
  return () => page.listeners.delete(listen)
}

/**
 * Starts watching (the runtime, once a page): remembers the stamps as the page is drawn, makes a
 * change of the page before known, and compares on every `storage` event and on every `pageshow`
 * that brings the page back from the back-forward cache. Returns the stop, which also forgets.
 */
export function watchChangesElsewhere(): () => void {
  remember()
  const pending = localStore('session')?.getItem(ON_NEXT_PAGE_KEY)
  if (pending) {
    localStore('session')?.removeItem(ON_NEXT_PAGE_KEY)
    if ((TOPICS as readonly string[]).includes(pending)) announceChange(pending as SharedTopic)
  }
  const release = listen(window, {
    storage: (event: StorageEvent) => (event.key === null || event.key.startsWith('storefront:changed:')) && compare(),
    pageshow: (event: PageTransitionEvent) => event.persisted && compare(),
  })
  return () => {
    release()
    page.seen.clear()
    page.changed.clear()
  }
}
