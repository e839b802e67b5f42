import { RANGE_MESSAGES as M } from './messages'

/** A step of the slider: a GB lower bound (0 = any), or unlimited internet. */
export type RangeStep = number | 'unlim'

/** '0,3,5,10' → [0, 3, 5, 10, 'unlim']: the block's GB steps, ascending, and unlimited last. */
export function stepsOf(raw: string | null): RangeStep[] {
  const gb = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter((v) => /^\d+$/.test(v))
        .map(Number),
    ),
  ]
  return gb.length ? [...gb.sort((a, b) => a - b), 'unlim'] : []
}

/** The slider position of a state: unlimited is last; a GB bound between steps sits on the step below it. */
export function indexOf(steps: RangeStep[], state: RangeStep): number {
  if (state === 'unlim') return steps.length - 1
  let index = 0
  steps.forEach((step, i) => {
    if (step !== 'unlim' && step <= state) index = i
  })
  return index
}

export const shownText = (state: RangeStep): string => (state === 'unlim' ? M.unlimited : state === 0 ? M.any : M.gb(state))
export const spokenText = (state: RangeStep): string => (state === 'unlim' ? M.unlimitedSpoken : shownText(state))
