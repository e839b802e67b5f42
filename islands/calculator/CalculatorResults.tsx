import { useStore } from '@nanostores/react'
import { memo } from 'react'
import type { Tariff } from '../../shared/api/types'
import { optionTitle } from '../../shared/format/tariff-options'
import { $calculator, loadMoreTariffs } from '../../browser/stores/calculator'
import { TariffCard } from '../../cards/cards'
import { CardHostsContext } from '../../cards/card-hosts'
import { CARD_HOSTS } from '../card-hosts'
import { Select } from '../../browser/ui/Select'
import { Spinner } from '../../browser/ui/Spinner'
import { CALCULATOR_MESSAGES as M } from '../../shared/calculator/messages'
import type { Ordering } from '../../shared/calculator/request'

export function CalculatorResults({ ordering, onOrdering, onBack }: { ordering: Ordering; onOrdering: (o: Ordering) => void; onBack: () => void }) {
  const state = useStore($calculator)
  return (
    <div className="calculator__results">
      <h2 className="calculator__title">{M.resultsTitle}</h2>
      <div className="calculator__results-bar">
        <button type="button" className="btn btn-outline-primary calculator__back" onClick={onBack}>
          {M.back}
        </button>
        <label className="calculator__ordering">
          {M.ordering}{' '}
          <Select className="form-select form-control" value={ordering} onChange={(event) => onOrdering(event.currentTarget.value as Ordering)}>
            {Object.entries(M.orderings).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <p className="calculator__status" role="status">
        {state.status === 'failed'
          ? M.failed
          : state.status === 'loading'
            ? M.loading
            : state.status === 'ready'
              ? state.count === 0
                ? M.nothing
                : M.count(state.count, state.providerCount)
              : ''}
      </p>
      {state.results.length > 0 && (
        <ul className="catalog-grid catalog-grid--tariffs calculator__list" aria-busy={state.status === 'loading' || undefined}>
          {state.results.map((tariff) => (
            <CalculatorItem key={tariff.id} tariff={tariff} />
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.results.length < state.count && (
        <button
          type="button"
          className="btn btn-outline-primary calculator__more"
          aria-disabled={state.loadingMore || undefined}
          onClick={() => void loadMoreTariffs()}
        >
          {state.loadingMore ? <Spinner label={M.loading} /> : M.more}
        </button>
      )}
    </div>
  )
}

/**
 * One result. Memoised: «Показать ещё» appends ten tariffs to a list that may hold hundreds, and
 * the ones on screen (the same objects in the store) are not drawn again for each page.
 */
const CalculatorItem = memo(function CalculatorItem({ tariff }: { tariff: Tariff }) {
  return (
    <li className="catalog-grid__item calculator__item">
      <CardHostsContext value={CARD_HOSTS}>
        <TariffCard tariff={tariff}>
          {tariff.included_options.length > 0 && (
            <p className="calculator__options">{`${M.options}: ${tariff.included_options.map(([code]) => optionTitle(code)).join(', ')}`}</p>
          )}
        </TariffCard>
      </CardHostsContext>
    </li>
  )
})
