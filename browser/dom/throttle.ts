/** Shared by the catalogue's auto-load (1 s) and the info accordion's resize handler (200 ms, spec §9). */
/** Calls `fn` at most once per `ms`, the last call of a burst included; `cancel` drops a pending one. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  const fire = () => {
    timer = undefined
    last = Date.now()
    fn()
  }
  return {
    run() {
      if (timer !== undefined) return
      const wait = last + ms - Date.now()
      if (wait <= 0) fire()
      else timer = setTimeout(fire, wait)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
