import { afterEach, describe, expect, it, vi } from 'vitest'
import { importWithRetry } from '../../browser/runtime/retry'

afterEach(() => vi.useRealTimers())

describe('chunk import retry (spec §8)', () => {
  it('retries 5 times, 500 ms apart and doubling, then throws the last error', async () => {
    vi.useFakeTimers()
    const startedAt: number[] = []
    const importer = () => {
      startedAt.push(Date.now())
      return Promise.reject(new TypeError(`attempt ${startedAt.length}`))
    }
    const t0 = Date.now()
    const result = importWithRetry(importer).catch((e: Error) => e.message)
    await vi.runAllTimersAsync()
    expect(await result).toBe('attempt 6')
    expect(startedAt.map((t) => t - t0)).toEqual([0, 500, 1500, 3500, 7500, 15500])
  })

  it('gives up on an attempt after 120 s and tries again', async () => {
    vi.useFakeTimers()
    let calls = 0
    const importer = () => (++calls === 1 ? new Promise<string>(() => {}) : Promise.resolve('chunk'))
    const result = importWithRetry(importer)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1 + 500)
    expect(await result).toBe('chunk')
    expect(calls).toBe(2)
  })
})
