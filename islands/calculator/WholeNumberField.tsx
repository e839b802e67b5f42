import { clampWhole } from '../../shared/calculator/request'

interface WholeNumberFieldProps {
  id: string
  label: string
  /** The largest the field takes (shared/calculator/request.ts LIMITS); the least is 0. */
  max: number
  value: number
  disabled?: boolean
  onChange: (value: number) => void
}

/** A labelled field of a whole number from 0 to `max` (minutes, SMS, GB a day): typed text is clamped into it. */
export function WholeNumberField({ id, label, max, value, disabled, onChange }: WholeNumberFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="form-control"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(clampWhole(e.currentTarget.value, max))}
      />
    </>
  )
}
