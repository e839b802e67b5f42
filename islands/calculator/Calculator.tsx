import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { createTabs, type Tabs } from '../../shared/dom/tabs'
import { searchTariffs } from '../../shared/stores/calculator'
import { Select } from '../../shared/ui/Select'
import { CalculatorResults } from './CalculatorResults'
import { WholeNumberField } from './WholeNumberField'
import { CallsSlider } from './CallsSlider'
import type { CalculatorProps } from './index'
import { CALCULATOR_MESSAGES as M } from '../../shared/calculator/messages'
import { calculatorQuery, DEFAULT_FORM, LIMITS, type CalculatorForm, type NumberType } from '../../shared/calculator/request'

/** Spec §9: the calculator's submit debounce. */
export const CALCULATOR_DEBOUNCE_MS = 500

export default function Calculator({ calculatorUrl, subdomain, providers, values }: CalculatorProps) {
  const id = useId()
  // The values the server drew its form with (a GET of that form without script), else the defaults.
  const [form, setForm] = useState<CalculatorForm>(values ?? DEFAULT_FORM)
  // Until the visitor switches tabs the panels do not fade in: the first one is the server's,
  // already on screen when this island replaces it.
  const [still, setStill] = useState(true)
  const list = useRef<HTMLDivElement>(null)
  const formTab = useRef<HTMLButtonElement>(null)
  const resultsTab = useRef<HTMLButtonElement>(null)
  const formPanel = useRef<HTMLDivElement>(null)
  const resultsPanel = useRef<HTMLDivElement>(null)
  const tabs = useRef<Tabs | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The form and the results are WAI-ARIA tabs, the same module as the page widgets'. Laid out
  // before the first paint: the server drew the tabs as this paints them (the results hidden), and
  // the island replaces that HTML in the same frame. (A reload landing at the top, spec §4, is the
  // page's reload-top island: this one waits for the visitor.)
  useLayoutEffect(() => {
    tabs.current = createTabs(
      {
        list: list.current!,
        tabs: [formTab.current!, resultsTab.current!],
        panels: [formPanel.current!, resultsPanel.current!],
      },
      { onSelect: () => setStill(false) },
    )
    return () => tabs.current?.release()
  }, [])

  const search = useCallback(
    (next: CalculatorForm) => searchTariffs(calculatorUrl, (offset) => calculatorQuery(next, { subdomain, offset })),
    [calculatorUrl, subdomain],
  )
  // Every change asks again 500 ms after the last one; a newer request wins (the store aborts the older).
  useEffect(() => {
    timer.current = setTimeout(() => void search(form), CALCULATOR_DEBOUNCE_MS)
    return () => clearTimeout(timer.current)
  }, [form, search])

  const change = (patch: Partial<CalculatorForm>) => setForm((current) => ({ ...current, ...patch }))
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    clearTimeout(timer.current)
    void search(form)
    tabs.current?.select(1, { focus: true })
  }
  const toggleProvider = (slug: string, on: boolean) =>
    change({ providers: on ? [...form.providers, slug] : form.providers.filter((p) => p !== slug) })

  return (
    <div className="calculator">
      <div className="calculator__tabs tabs__list" ref={list} aria-label={M.tabs}>
        <button type="button" className="tabs__tab" id={`${id}-form-tab`} ref={formTab}>
          {M.formTab}
        </button>
        <button type="button" className="tabs__tab" id={`${id}-results-tab`} ref={resultsTab}>
          {M.resultsTab}
        </button>
      </div>
      <div id={`${id}-form`} ref={formPanel} data-still={still || undefined}>
        <form className="site-form calculator__form" onSubmit={onSubmit} noValidate>
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
              <WholeNumberField
                id={`${id}-gb`}
                label={M.gb}
                max={LIMITS.gb}
                disabled={form.gbUnlim}
                value={form.gb}
                onChange={(gb) => change({ gb })}
              />
            </div>
          </div>
          <div className="site-form__check">
            <input id={`${id}-unlim`} type="checkbox" checked={form.gbUnlim} onChange={(e) => change({ gbUnlim: e.currentTarget.checked })} />
            <label htmlFor={`${id}-unlim`}>{M.gbUnlim}</label>
          </div>
          <fieldset className="calculator__providers">
            <legend>{M.providers}</legend>
            {providers.map((p) => (
              <div className="site-form__check" key={p.slug}>
                <input
                  id={`${id}-p-${p.slug}`}
                  type="checkbox"
                  checked={form.providers.includes(p.slug)}
                  onChange={(e) => toggleProvider(p.slug, e.currentTarget.checked)}
                />
                <label htmlFor={`${id}-p-${p.slug}`}>{p.display_name}</label>
              </div>
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
          <div className="site-form__check">
            <input
              id={`${id}-options`}
              type="checkbox"
              checked={form.includeOptions}
              onChange={(e) => change({ includeOptions: e.currentTarget.checked })}
            />
            <label htmlFor={`${id}-options`}>{M.includeOptions}</label>
          </div>
          <button type="submit" className="btn btn-primary">
            {M.submit}
          </button>
        </form>
      </div>
      <div id={`${id}-results`} ref={resultsPanel} data-still={still || undefined}>
        <CalculatorResults
          ordering={form.ordering}
          onOrdering={(ordering) => change({ ordering })}
          onBack={() => tabs.current?.select(0, { focus: true })}
        />
      </div>
    </div>
  )
}
