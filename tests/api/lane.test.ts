import { describe, expect, it } from 'vitest'
import { requestLane } from '../../browser/api/lane'

/** A request whose answer the test gives when it likes, aborted as fetch is (an AbortError). */
function deferred<T>(signal: AbortSignal) {
  let answer!: (value: T) => void
  let refuse!: (error: unknown) => void
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve
    refuse = reject
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })
  return { promise, answer, refuse }
}

describe('requestLane', () => {
  it('a newer request replaces the one in flight: the older is aborted and its answer dropped', async () => {
    const lane = requestLane()
    const told: string[] = []
    const requests: ReturnType<typeof deferred<string>>[] = []
    const work = (signal: AbortSignal) => (requests.push(deferred<string>(signal)), requests.at(-1)!.promise)
    const first = lane.run(
      work,
      (value) => told.push(`done ${value}`),
      () => told.push('failed'),
    )
    const second = lane.run(
      work,
      (value) => told.push(`done ${value}`),
      () => told.push('failed'),
    )
    requests[0]!.answer('old')
    requests[1]!.answer('new')
    await Promise.all([first, second])
    expect(told).toEqual(['done new'])
    expect(lane.busy).toBe(false)
  })

  it('a failure is told once, an abort never, and each run settles for its awaiting caller', async () => {
    const lane = requestLane()
    const told: string[] = []
    let request!: ReturnType<typeof deferred<string>>
    const failing = lane.run(
      (signal) => ((request = deferred<string>(signal)), request.promise),
      () => told.push('done'),
      (error) => told.push(`failed ${String(error)}`),
    )
    request.refuse(new Error('500'))
    await failing
    const aborted = lane.run(
      (signal) => ((request = deferred<string>(signal)), request.promise),
      () => told.push('done'),
      () => told.push('failed'),
    )
    lane.abort()
    await aborted
    expect(told).toEqual(['failed Error: 500'])
  })

  it('tells its subscribers when it becomes busy and idle', async () => {
    const lane = requestLane()
    const states: boolean[] = []
    const unsubscribe = lane.subscribe(() => states.push(lane.busy))
    await lane.run(
      () => Promise.resolve(1),
      () => {},
      () => {},
    )
    unsubscribe()
    await lane.run(
      () => Promise.resolve(2),
      () => {},
      () => {},
    )
    expect(states).toEqual([true, false])
  })
})
