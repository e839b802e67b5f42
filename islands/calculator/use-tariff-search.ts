import { useCallback, useEffect, useRef } from 'react'
import { searchTariffs } from '../../browser/stores/calculator'
import { calculatorQuery, type CalculatorForm } from '../../shared/calculator/request'

/** Spec §9: the calculator's submit debounce. */
const CALCULATOR_DEBOUNCE_MS = 500

/**
 * Asks for the tariffs of `form` 500 ms after its last change (a newer request wins: the store
 * aborts the older); the returned function asks at once (the submit), the wait dropped.
 */
export function useTariffSearch(form: CalculatorForm, calculatorUrl: string, subdomain: string | undefined): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const search = useCallback(
    (next: CalculatorForm) => searchTariffs(calculatorUrl, (offset) => calculatorQuery(next, { subdomain, offset })),
    [calculatorUrl, subdomain],
  )
  useEffect(() => {
    timer.current = setTimeout(() => void search(form), CALCULATOR_DEBOUNCE_MS)
    return () => clearTimeout(timer.current)
  }, [form, search])

  return () => {
    clearTimeout(timer.current)
    void search(form)
  }
}
