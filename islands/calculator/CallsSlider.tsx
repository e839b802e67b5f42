import { useId } from 'react'
import { CALCULATOR_MESSAGES as M } from '../../shared/calculator/messages'
import { rebalance, type Share, type Shares } from '../../shared/calculator/shares'

const SHARES: Share[] = ['same', 'other', 'international']

/** Three range inputs, 0–100 in steps of 1, that always sum to 100 (spec §5, §9). */
export function CallsSlider({ shares, onChange }: { shares: Shares; onChange: (shares: Shares) => void }) {
  const id = useId()
  return (
    <fieldset className="calculator__shares">
      <legend>{M.callsDirection}</legend>
      {SHARES.map((share) => (
        <div className="calculator__share" key={share}>
          <label htmlFor={`${id}-${share}`}>{M[share]}</label>
          <input
            id={`${id}-${share}`}
            type="range"
            min={0}
            max={100}
            step={1}
            value={shares[share]}
            aria-valuetext={M.percent(shares[share])}
            onChange={(event) => onChange(rebalance(shares, share, Number(event.currentTarget.value)))}
          />
          <output htmlFor={`${id}-${share}`}>{M.percent(shares[share])}</output>
        </div>
      ))}
    </fieldset>
  )
}
