import type { WakeSignal } from '../../shared/contract/island'

/**
 * Islands that wait for the visitor (`interaction`) whose first look the server drew, but which
 * must also show a change the visitor made somewhere else on the page: the header's cart after an
 * add on a card, a dialog another island opens. Their contract names the stores whose change wakes
 * them (`wakeOn`); the store's actions say here that such a change is coming, and every host still
 * waiting on it starts, so React comes only when a visitor acts, not with the page.
 *
 * The signals are names, not the stores themselves: the runtime holds no store, and a store's
 * module is loaded only by the island that changes it.
 */

const sleepers = new Map<WakeSignal, Set<() => void>>()

/** Calls `run` the next time `signal` wakes its islands; returns the cancel. */
export function onWake(signal: WakeSignal, run: () => void): () => void {
  const waiting = sleepers.get(signal) ?? new Set()
  sleepers.set(signal, waiting)
  waiting.add(run)
  return () => waiting.delete(run)
}

/** A store's action is about to change what `signal`'s islands show: start every host waiting on it. */
export function wake(signal: WakeSignal): void {
  const waiting = sleepers.get(signal)
  if (!waiting?.size) return
  sleepers.delete(signal)
  waiting.forEach((run) => run())
}
