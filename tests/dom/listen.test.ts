import { describe, expect, it } from 'vitest'
import { listen } from '../../browser/dom/listen'

describe('listen', () => {
  it('adds every listener and one cleanup removes them all', () => {
    const target = new EventTarget()
    const heard: string[] = []
    const release = listen(target, { input: () => heard.push('input'), change: () => heard.push('change'), submit: undefined })
    target.dispatchEvent(new Event('input'))
    target.dispatchEvent(new Event('change'))
    release()
    target.dispatchEvent(new Event('input'))
    expect(heard).toEqual(['input', 'change'])
  })
})
