import { useStore } from '@nanostores/react'
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { importChunk } from '../runtime/preload'
import { importWithRetry } from '../runtime/retry'
import { $modal } from '../stores/modal'

/**
 * A component whose chunk is fetched the first time it renders: `React.lazy` over the runtime's
 * chunk import (`importChunk`: the build's key, so it comes with its integrity; retried as island
 * chunks are, spec §8). A chunk that still fails throws into the island's error boundary.
 *
 * @example
 * const LazyDialog = lazyPart('message-modal/MessageDialog', () => import('./MessageDialog'))
 */
export function lazyPart<P extends object>(key: string, importer: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazy(() => importWithRetry(() => importChunk(key, importer)))
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
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
