import { openModal } from '../../browser/stores/modal'
import { lazyPart, OnFirstOpen } from '../../browser/ui/on-first-open'
import type { RegionSelectorProps } from './index'
import { REGION_MESSAGES as M } from './messages'
import { REGION_MODAL } from './modal-id'

const LazyRegionDialog = lazyPart('region-selector/RegionDialog', () => import('./RegionDialog'))

/** The header's region button; the dialog's code and the list come when it is first opened. */
export default function RegionSelector({ current }: RegionSelectorProps) {
  return (
    <>
      <button type="button" className="btn btn-link region-selector__toggle" onClick={(event) => openModal(REGION_MODAL, event.currentTarget)}>
        <span className="visually-hidden">{M.current} </span>
        {current}
      </button>
      <OnFirstOpen id={REGION_MODAL}>
        <LazyRegionDialog />
      </OnFirstOpen>
    </>
  )
}
