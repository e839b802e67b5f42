/**
 * The calls-direction slider (spec §5, §9): three shares in percent, same provider, other
 * providers and international, each 0–100 in steps of 1, always summing to 100;
 * international is the remainder.
 */
export interface Shares {
  same: number
  other: number
  international: number
}
export type Share = keyof Shares

export const DEFAULT_SHARES: Shares = { same: 60, other: 30, international: 10 }

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0)

/**
 * The shares after one of them moved to `value`: the moved one keeps its value (clamped), the
 * international share takes up the rest, and when that is not enough, the other of the first
 * two gives way.
 *
 * @example rebalance({same: 60, other: 30, international: 10}, 'same', 80) → {same: 80, other: 20, international: 0}
 */
export function rebalance(shares: Shares, moved: Share, value: number): Shares {
  const v = clamp(value)
  if (moved === 'international') {
    // The remainder moved by hand: the other providers' share gives way first, then the same provider's.
    const other = Math.max(0, Math.min(shares.other, 100 - v - shares.same))
    const same = 100 - v - other
    return { same, other, international: v }
  }
  const keep: Share = moved === 'same' ? 'other' : 'same'
  const kept = Math.min(shares[keep], 100 - v)
  const next = { [moved]: v, [keep]: kept } as Pick<Shares, 'same' | 'other'>
  return { ...next, international: 100 - next.same - next.other }
}

/** Minutes of each direction for the request: the month's minutes split by the shares (integers summing to the total). */
export function splitMinutes(total: number, shares: Shares): [number, number, number] {
  const same = Math.round((total * shares.same) / 100)
  const other = Math.round((total * shares.other) / 100)
  return [same, other, Math.max(0, total - same - other)]
}
