import type { FormEvent } from 'react'
import { Select } from '../../browser/ui/Select'
import { CALCULATOR_MESSAGES as M } from '../../shared/calculator/messages'
import { LIMITS, type CalculatorForm, type NumberType } from '../../shared/calculator/request'
import { CallsSlider } from './CallsSlider'
import type { CalculatorProps } from './index'
import { WholeNumberField } from './WholeNumberField'

interface ParametersFormProps {
  /** The calculator's `useId()`, which its fields' ids start with. */
  id: string
  form: CalculatorForm
  providers: CalculatorProps['providers']
  change: (patch: Partial<CalculatorForm>) => void
  onSubmit: (event: FormEvent) => void
}

/** The «Параметры» tab's form: calls, SMS, GB, providers, the number type and the unlimited apps. */
export function ParametersForm({ id, form, providers, change, onSubmit }: ParametersFormProps) {
  return (
    <form className="site-form calculator__form" onSubmit={onSubmit} noValidate>
      <UsageFields id={id} form={form} change={change} />
      <fieldset className="calculator__providers">
        <legend>{M.providers}</legend>
        {providers.map((p) => (
          <CheckField
            key={p.slug}
            id={`${id}-p-${p.slug}`}
            label={p.display_name}
            checked={form.providers.includes(p.slug)}
            onChange={(on) => change({ providers: on ? [...form.providers, p.slug] : form.providers.filter((slug) => slug !== p.slug) })}
          />
        ))}
      </fieldset>
      <label htmlFor={`${id}-type`}>{M.numberType}</label>
      <Select
        id={`${id}-type`}
        className="form-select form-control"
        value={form.numberType}
        onChange={(e) => change({ numberType: e.currentTarget.value as NumberType })}
      >
        {Object.entries(M.numberTypes).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <CheckField
        id={`${id}-options`}
        label={M.includeOptions}
        checked={form.includeOptions}
        onChange={(includeOptions) => change({ includeOptions })}
      />
      <button type="submit" className="btn btn-primary">
        {M.submit}
      </button>
    </form>
  )
}

/** What a day holds: minutes of calls and their directions, SMS, and GB or unlimited internet. */
function UsageFields({ id, form, change }: Pick<ParametersFormProps, 'id' | 'form' | 'change'>) {
  return (
    <>
      <fieldset>
        <legend>{M.calls}</legend>
        <WholeNumberField
          id={`${id}-minutes`}
          label={M.minutesPerDay}
          max={LIMITS.minutesPerDay}
          value={form.minutesPerDay}
          onChange={(minutesPerDay) => change({ minutesPerDay })}
        />
        <CallsSlider shares={form.shares} onChange={(shares) => change({ shares })} />
      </fieldset>
      <div className="site-form__row">
        <div>
          <WholeNumberField
            id={`${id}-sms`}
            label={M.smsPerDay}
            max={LIMITS.smsPerDay}
            value={form.smsPerDay}
            onChange={(smsPerDay) => change({ smsPerDay })}
          />
        </div>
        <div>
          <WholeNumberField id={`${id}-gb`} label={M.gb} max={LIMITS.gb} disabled={form.gbUnlim} value={form.gb} onChange={(gb) => change({ gb })} />
        </div>
      </div>
      <CheckField id={`${id}-unlim`} label={M.gbUnlim} checked={form.gbUnlim} onChange={(gbUnlim) => change({ gbUnlim })} />
    </>
  )
}

/** A checkbox and its label, as the site's forms draw one. */
function CheckField({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="site-form__check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
