// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createRenderQueue } from '../../server/routes/render-queue'

describe('render queue', () => {
  it('lets the event loop turn between two renders asked for together, and keeps their order', async () => {
    const inTurn = createRenderQueue()
    const seen: string[] = []
    // What a socket's write would be: work the loop has to get to between the renders.
    const first = inTurn(() => {
      seen.push('render 1')
      setImmediate(() => seen.push('the loop'))
      return 1
    })
    const second = inTurn(() => {
      seen.push('render 2')
      return 2
    })
    expect(await Promise.all([first, second])).toEqual([1, 2])
    expect(seen).toEqual(['render 1', 'the loop', 'render 2'])
  })

  it('fails only the render that threw', async () => {
    const inTurn = createRenderQueue()
    const failed = inTurn(() => {
      throw new Error('template error')
    })
    const next = inTurn(() => 'page')
    await expect(failed).rejects.toThrow('template error')
    await expect(next).resolves.toBe('page')
  })
})
