import { act } from '@testing-library/react'
import { vi } from 'vitest'
import { islands } from '../../islands/index'
import { startIslands } from '../../shared/runtime/runtime'

/**
 * Mounts island `name` over whatever the page (a server template) holds, through the runtime
 * with the island's real contract, at once rather than by its strategy; the page's other hosts
 * are left alone. Returns the runtime's stop.
 */
export function mountIsland(name: string): () => void {
  // The page's other hosts are not in this registry: the runtime's warning about each is expected.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  let stop!: () => void
  act(() => {
    stop = startIslands({ [name]: { ...islands[name]!, strategy: 'eager' } }, { retry: { delayMs: 1 } })
  })
  return () => {
    act(() => stop())
    warn.mockRestore()
  }
}

/** How long a test waits for the mount: the island's chunk is a real dynamic import, slow on a busy machine. */
export const MOUNT_WAIT = { timeout: 5000 }
