/**
 * The browser's localStorage or sessionStorage, or null where there is none or the browser refuses
 * it (storage blocked by privacy settings throws on access): what is kept there is a convenience,
 * and a page without it works as on a first visit.
 */
export function localStore(kind: 'local' | 'session'): Storage | null {
  try {
    const store = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
    return store ?? null
  } catch {
    return null
  }
}
