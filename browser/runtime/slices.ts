import { listen } from '../dom/listen'
import { HOST_SELECTOR } from '../../shared/contract/attributes'

/** What a visitor's first move on a host may be: the interaction strategy's, a press, a key, a choice. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'change'] as const

interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Gives the browser a turn: pending input is handled and a frame may be painted before the work
 * goes on. `scheduler.yield()` (Chromium 129+) resumes ahead of other tasks; elsewhere a task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resume) => setTimeout(resume, 0))
}

/**
 * Calls `run` once the next frame has been painted (a task after the animation frame), at once
 * where there are no animation frames or none to come (a hidden tab, woken by a change made in
 * another). Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    run()
    return () => {}
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * A budget for one stretch of main-thread work: `due()` says when `ms` have passed since the last
 * turn given to the browser, `turn()` gives it one and starts the next stretch.
 */
export function sliceBudget(ms: number) {
  let since = performance.now()
  return {
    due: () => performance.now() - since > ms,
    turn: async () => {
      await yieldToMain()
      since = performance.now()
    },
  }
}

/**
 * Runs `each` over `items` in slices of `ms`, giving the browser a turn before each: the first
 * after the caller's task (a chunk's evaluation) has ended. Stops early when `cancelled()` says so.
 */
export async function inSlices<T>(items: Iterable<T>, each: (item: T) => void, { ms, cancelled }: { ms: number; cancelled: () => boolean }) {
  const budget = sliceBudget(ms)
  await budget.turn()
  for (const item of items) {
    if (budget.due()) await budget.turn()
    if (cancelled()) return
    each(item)
  }
}

/**
 * Connects the page's hosts in slices of `ms` (inSlices), so that a tap while the runtime starts
 * is answered (the host marked busy) between two slices, not after the whole scan (architecture.md
 * «The runtime starts in slices»). A visitor's move on a host the scan has not reached yet
 * connects that host (and the hosts around it) at once, in the capture phase at the root, so the
 * host's own listeners, added then, still receive the event. Resolves when every host is
 * connected, or when cancelled.
 */
export async function connectInSlices(
  root: Document | Element,
  hosts: readonly HTMLElement[],
  connect: (host: HTMLElement) => void,
  options: { ms: number; cancelled: () => boolean },
): Promise<void> {
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    for (let host = target?.closest<HTMLElement>(HOST_SELECTOR); host; host = host.parentElement?.closest<HTMLElement>(HOST_SELECTOR)) connect(host)
  }
  const stopIntent = listen(root, Object.fromEntries(INTENT_EVENTS.map((type) => [type, onIntent])), { capture: true, passive: true })
  try {
    // A host the page removed before the scan reached it is not connected.
    await inSlices(hosts, (host) => host.isConnected && connect(host), options)
  } finally {
    stopIntent()
  }
}
