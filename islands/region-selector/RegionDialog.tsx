import { useStore } from '@nanostores/react'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react'
import type { Subdomain } from '../../shared/api/types'
import { $modal } from '../../browser/stores/modal'
import { $subdomains, loadSubdomains } from '../../browser/stores/subdomains'
import { Modal } from '../../browser/ui/Modal'
import { REGION_MESSAGES as M } from './messages'
import { REGION_MODAL } from './modal-id'
import { alphabetical, byLetter, changeHref, filterRegions, SHORT_LIST_SIZE } from './regions'

/** «Выберите свой регион»: drawn (and its list asked for) when the visitor first opens it. */
export default function RegionDialog() {
  const open = useStore($modal)?.id === REGION_MODAL
  const field = useRef<HTMLInputElement>(null)
  // Once per page, when the visitor first asks for the list (spec §7).
  useEffect(() => void loadSubdomains(), [])
  // The dialog puts focus on its first control («Закрыть»); the visitor came to find a city. A
  // layout effect runs after the Modal's (a child's come first), in the commit that opens it.
  useLayoutEffect(() => {
    if (open) field.current?.focus()
  }, [open])
  return (
    <Modal id={REGION_MODAL} title={M.title} className="region-dialog">
      <RegionPicker field={field} />
    </Modal>
  )
}

/** The city filter and the lists; `field` is the filter, which has the focus when the dialog opens. */
function RegionPicker({ field }: { field: Ref<HTMLInputElement> }) {
  const { status, list: fetched } = useStore($subdomains)
  const list = useMemo(() => alphabetical(fetched), [fetched])
  const [filter, setFilter] = useState('')
  const [full, setFull] = useState(false)
  const id = useId()
  const filtering = filter.trim() !== ''
  const found = filterRegions(list, filter)

  return (
    <div className="region-picker">
      <label className="form-label" htmlFor={`${id}-filter`}>
        {M.filter}
      </label>
      <input
        ref={field}
        id={`${id}-filter`}
        className="form-control"
        type="search"
        autoComplete="off"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p className="region-picker__status" role="status">
        {status === 'loading' ? M.loading : status === 'failed' ? M.failed : filtering && found.length === 0 ? M.empty : ''}
      </p>
      {status === 'done' && !filtering && (
        <>
          <h3 className="region-picker__heading">{M.short}</h3>
          <RegionList regions={list.slice(0, SHORT_LIST_SIZE)} className="region-list region-list--short" />
          <button type="button" className="btn btn-link" aria-expanded={full} aria-controls={`${id}-full`} onClick={() => setFull((f) => !f)}>
            {M.full}
          </button>
        </>
      )}
      <div id={`${id}-full`} className="region-letters" hidden={status !== 'done' || (!filtering && !full) || found.length === 0}>
        {byLetter(found).map((group) => (
          <section key={group.letter} className="region-letters__group" aria-labelledby={`${id}-${group.letter}`}>
            <h3 className="region-letters__letter" id={`${id}-${group.letter}`}>
              {group.letter}
            </h3>
            <RegionList regions={group.regions} className="region-list" />
          </section>
        ))}
      </div>
    </div>
  )
}

function RegionList({ regions, className }: { regions: Subdomain[]; className: string }) {
  return (
    <ul className={className}>
      {regions.map((region) => {
        const href = changeHref(region)
        return href ? (
          <li key={region.id}>
            <a href={href}>{region.display_name}</a>
          </li>
        ) : null
      })}
    </ul>
  )
}
