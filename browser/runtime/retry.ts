/** Spec §8: a chunk import times out after 120 s and is retried 5 times, 500 ms apart, doubling. */
export interface RetryOptions {
  retries?: number
  delayMs?: number
  timeoutMs?: number
  /** Asked after a failed try: an error it gives ends the retries at once, thrown instead (a deploy removed the page's build: stale-build.ts). */
  giveUp?: () => Promise<Error | undefined>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Runs `importer` until it resolves: the first try plus `retries` more,
 * waiting 500, 1000, 2000, 4000, 8000 ms between them. The last error is thrown.
 */
export async function importWithRetry<T>(importer: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = 5, delayMs = 500, timeoutMs = 120_000, giveUp } = options
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTimeout(importer(), timeoutMs)
    } catch (error) {
      if (attempt >= retries) throw error
      const reason = await giveUp?.()
      if (reason) throw reason
      await sleep(delayMs * 2 ** attempt)
    }
  }
}
