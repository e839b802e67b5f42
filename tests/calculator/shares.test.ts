import { describe, expect, it } from 'vitest'
import { DEFAULT_SHARES, rebalance, splitMinutes, type Share } from '../../shared/calculator/shares'

describe('calls-direction shares (spec §5, §9)', () => {
  it('always sum to 100 whichever share moves, each within 0–100', () => {
    let shares = DEFAULT_SHARES
    const moves: [Share, number][] = [
      ['same', 80],
      ['other', 50],
      ['international', 90],
      ['same', -20],
      ['other', 250],
      ['international', 0],
      ['same', 33.6],
    ]
    const seen = moves.map(([share, value]) => {
      shares = rebalance(shares, share, value)
      return [shares.same, shares.other, shares.international]
    })
    expect(seen).toEqual([
      [80, 20, 0],
      [50, 50, 0],
      [10, 0, 90],
      [0, 0, 100],
      [0, 100, 0],
      [0, 100, 0],
      [34, 66, 0],
    ])
  })

  it("split the month's minutes into whole minutes that add up", () => {
    expect(splitMinutes(600, { same: 60, other: 30, international: 10 })).toEqual([360, 180, 60])
    expect(splitMinutes(31, { same: 33, other: 33, international: 34 })).toEqual([10, 10, 11])
  })
})
