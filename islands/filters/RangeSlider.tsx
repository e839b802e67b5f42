import { useLayoutEffect, useState, type ChangeEvent } from 'react'
import { indexOf, shownText, spokenText, type RangeStep } from './range-steps'

interface RangeSliderProps {
  id: string
  label: string
  steps: RangeStep[]
  /** Where the server's fields put it at first. */
  initial: RangeStep
  /** The block's server fields (and their labels), hidden while the slider stands in for them. */
  fallback: HTMLElement[]
  /** Fills the server's fields, which stay the form's data, from a step. */
  onStep: (step: RangeStep) => void
}

/**
 * The internet-volume slider: a native `<input type="range">` over the steps, with the step's
 * text beside it. It has no name: the form sends the server's fields, which `onStep` fills.
 */
export function RangeSlider({ id, label, steps, initial, fallback, onStep }: RangeSliderProps) {
  const [step, setStep] = useState(initial)
  // In the commit that shows the slider, so the fields never vanish before it is there.
  useLayoutEffect(() => {
    for (const element of fallback) element.hidden = true
    return () => fallback.forEach((element) => (element.hidden = false))
  }, [fallback])

  // Before the input event bubbles on to the form: the catalogue reads fields already filled.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = steps[Number(event.currentTarget.value)] ?? 0
    onStep(next)
    setStep(next)
  }
  return (
    <div className="range-filter">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        type="range"
        id={id}
        className="form-range"
        min={0}
        max={steps.length - 1}
        step={1}
        value={indexOf(steps, step)}
        aria-valuetext={spokenText(step)}
        onChange={onChange}
      />
      {/* The visible value; the slider's own aria-valuetext is what assistive technology reads. */}
      <output className="range-filter__value" htmlFor={id} aria-hidden="true">
        {shownText(step)}
      </output>
    </div>
  )
}
