import { useId, useState, type FormEvent } from 'react'
import { CalculatorResults } from './CalculatorResults'
import type { CalculatorProps } from './index'
import { ParametersForm } from './ParametersForm'
import { useCalculatorTabs } from './use-calculator-tabs'
import { useTariffSearch } from './use-tariff-search'
import { CALCULATOR_MESSAGES as M } from '../../shared/calculator/messages'
import { DEFAULT_FORM, type CalculatorForm } from '../../shared/calculator/request'

export default function Calculator({ calculatorUrl, subdomain, providers, values }: CalculatorProps) {
  const id = useId()
  // The values the server drew its form with (a GET of that form without script), else the defaults.
  const [form, setForm] = useState<CalculatorForm>(values ?? DEFAULT_FORM)
  const tabs = useCalculatorTabs()
  const searchNow = useTariffSearch(form, calculatorUrl, subdomain)

  const change = (patch: Partial<CalculatorForm>) => setForm((current) => ({ ...current, ...patch }))
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    searchNow()
    tabs.select(1)
  }

  return (
    <div className="calculator">
      <div className="calculator__tabs tabs__list" ref={tabs.list} aria-label={M.tabs}>
        <button type="button" className="tabs__tab" id={`${id}-form-tab`} ref={tabs.formTab}>
          {M.formTab}
        </button>
        <button type="button" className="tabs__tab" id={`${id}-results-tab`} ref={tabs.resultsTab}>
          {M.resultsTab}
        </button>
      </div>
      <div id={`${id}-form`} ref={tabs.formPanel} data-still={tabs.still || undefined}>
        <ParametersForm id={id} form={form} providers={providers} change={change} onSubmit={onSubmit} />
      </div>
      <div id={`${id}-results`} ref={tabs.resultsPanel} data-still={tabs.still || undefined}>
        <CalculatorResults ordering={form.ordering} onOrdering={(ordering) => change({ ordering })} onBack={() => tabs.select(0)} />
      </div>
    </div>
  )
}
