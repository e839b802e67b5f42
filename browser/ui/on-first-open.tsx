import { useStore } from '@nanostores/react'
import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react'
import { importChunk } from '../runtime/preload'
import { importWithRetry } from '../runtime/retry'
import { $modal } from '../stores/modal'

/**
 * A component whose chunk is fetched the first time it renders (the runtime's chunk import,
 * `importChunk`: the build's key, so it comes with its integrity; retried as island chunks are,
 * spec §8), drawing nothing until it is there. A chunk that still fails throws into the island's
 * error boundary; a later render asks for it again.
 *
 * Not `React.lazy`: React holds back a Suspense boundary's content that arrives within 300 ms of
 * its fallback (its throttle of retries), so a dialog whose code came in 80 ms opened 230 ms
 * later than it could on the first tap (bench «interaction», the phone search at 4× CPU). Here the
 * chunk's arrival is an ordinary update.
 *
 * @example
 * const LazyDialog = lazyPart('message-modal/MessageDialog', () => import('./MessageDialog'))
 */
export function lazyPart<P extends object>(key: string, importer: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  const load = () =>
    (loading ??= importWithRetry(() => importChunk(key, importer)).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return function LazyPart(props: P) {
    const [, arrived] = useReducer((n: number) => n + 1, 0)
    const [failure, setFailure] = useState<{ error: unknown }>()
    if (failure) throw failure.error
    const Loaded = loaded
    // Asked for while rendering, as React.lazy does: the effect comes only after the commit. The
    // effect hears of the arrival (or the failure), also of one between this render and itself.
    if (!Loaded) void load().catch(() => {})
    useEffect(() => {
      if (!Loaded) load().then(arrived, (error: unknown) => setFailure({ error }))
    }, [Loaded])
    return Loaded ? <Loaded {...props} /> : null
  }
}

/**
 * Draws `children` (a dialog with modal `id`) from the first time that modal opens, and keeps them
 * drawn: a dialog's code (the forms, their validation, the modal) is fetched when the visitor first
 * asks for it, not with every page. The dialog arrives open, as `Modal` shows itself when its id is
 * the open one, with focus going back to the opener the store kept.
 */
export function OnFirstOpen({ id, children }: { id: string; children: ReactNode }) {
  const open = useStore($modal)?.id === id
  const [opened, setOpened] = useState(open)
  // Set while rendering (React's way to adjust state to what is read): no frame without it.
  if (open && !opened) setOpened(true)
  return opened ? children : null
}
