import { describe, expect, it } from 'vitest'
import { indexOf, stepsOf } from '../../islands/filters/range-steps'

describe('range slider steps', () => {
  it('reads the GB steps in order, without repeats or junk, and adds unlimited last', () => {
    expect(stepsOf('10, 0,5,5,x')).toEqual([0, 5, 10, 'unlim'])
    expect(stepsOf('')).toEqual([])
    expect([indexOf([0, 5, 10, 'unlim'], 'unlim'), indexOf([0, 5, 10, 'unlim'], 200), indexOf([0, 5, 10, 'unlim'], 4)]).toEqual([3, 2, 0])
  })
})
